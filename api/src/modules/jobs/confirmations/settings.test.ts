import { parseConfirmationTtlHours } from './settings';

describe('confirmation settings', () => {
  it('keep a link for 72 hours unless CONFIRMATION_TTL_HOURS says otherwise', () => {
    expect(parseConfirmationTtlHours({})).toBe(72);
    expect(parseConfirmationTtlHours({ CONFIRMATION_TTL_HOURS: '24' })).toBe(24);
    expect(parseConfirmationTtlHours({ CONFIRMATION_TTL_HOURS: 'a day' })).toBe(72);
  });
});
