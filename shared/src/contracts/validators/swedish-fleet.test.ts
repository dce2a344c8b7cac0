import { isPersonalIdentityNumber, isPhoneNumber, isSwedishPlate } from './swedish-fleet';

describe('Swedish fleet validators', () => {
  it.each(['ABC123', 'abc 123', 'XYZ12A'])('accepts the plate %s', (plate) => {
    expect(isSwedishPlate(plate)).toBe(true);
  });

  it.each(['AB123', 'ABC1234', 'QWE123', 'ÅÄÖ123', '123ABC'])('refuses the plate %s', (plate) => {
    expect(isSwedishPlate(plate)).toBe(false);
  });

  it('accepts a personal identity number with a good check digit', () => {
    expect(isPersonalIdentityNumber('811218-9876')).toBe(true);
    expect(isPersonalIdentityNumber('198112189876')).toBe(true);
  });

  it('refuses a personal identity number with a wrong check digit or date', () => {
    expect(isPersonalIdentityNumber('811218-9875')).toBe(false);
    expect(isPersonalIdentityNumber('811318-9876')).toBe(false);
  });

  it('accepts a coordination number (day + 60)', () => {
    expect(isPersonalIdentityNumber('701063-2391')).toBe(true);
  });

  it('accepts phone numbers as the office writes them', () => {
    expect(isPhoneNumber('+46 70 123 45 67')).toBe(true);
    expect(isPhoneNumber('070-123 45 67')).toBe(true);
    expect(isPhoneNumber('12')).toBe(false);
    expect(isPhoneNumber('call me')).toBe(false);
  });
});
