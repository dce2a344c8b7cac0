import { toE164 } from './phone';

describe('toE164', () => {
  it('writes Swedish numbers as the office types them in international form', () => {
    expect(toE164('070-123 45 67')).toBe('+46701234567');
    expect(toE164('+46 70 123 45 67')).toBe('+46701234567');
    expect(toE164('0046701234567')).toBe('+46701234567');
    expect(toE164('(031) 12 34 56')).toBe('+4631123456');
  });

  it('answers null for what cannot be texted', () => {
    expect(toE164('')).toBeNull();
    expect(toE164(null)).toBeNull();
    expect(toE164('ring mig')).toBeNull();
    expect(toE164('+0701234567')).toBeNull();
  });
});
