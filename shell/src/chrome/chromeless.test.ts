import { isChromelessPath } from './chromeless';

describe('isChromelessPath', () => {
  it('shows sign-in, the privacy notice and SMS confirmation without the admin chrome', () => {
    expect(isChromelessPath('/login')).toBe(true);
    expect(isChromelessPath('/jobs/confirmJob')).toBe(true);
    expect(isChromelessPath('/trucks')).toBe(false);
  });

  it('adds the public routes areas declare, and only under them', () => {
    expect(isChromelessPath('/track/parcel', ['/track'])).toBe(true);
    expect(isChromelessPath('/track', ['/track'])).toBe(true);
    expect(isChromelessPath('/tracking', ['/track'])).toBe(false);
  });
});
