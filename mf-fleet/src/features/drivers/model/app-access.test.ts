import { lacksDriverUser, unusedPassword } from './app-access';

describe('giving a driver the app', () => {
  it('creates the user first only when the API says the driver has none', () => {
    expect(lacksDriverUser({ status: 400, fieldErrors: { driver: 'The driver has no user' } })).toBe(true);
    expect(lacksDriverUser({ status: 400, fieldErrors: { phoneNumber: 'no mobile number' } })).toBe(false);
    expect(lacksDriverUser({ status: 429, fieldErrors: {} })).toBe(false);
    expect(lacksDriverUser(null)).toBe(false);
  });

  it('makes a long password that differs each time', () => {
    const first = unusedPassword();
    expect(first.length).toBeGreaterThanOrEqual(24);
    expect(unusedPassword()).not.toBe(first);
  });
});
