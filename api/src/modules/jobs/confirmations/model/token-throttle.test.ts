import { createTokenThrottle } from './token-throttle';

describe('the per-token throttle', () => {
  it('allows max tries a window, then refuses until the window ends', () => {
    const throttle = createTokenThrottle(3, 1000);
    expect([1, 2, 3, 4].map(() => throttle.allow('t', 0))).toEqual([true, true, true, false]);
    expect(throttle.allow('other', 0)).toBe(true);
    expect(throttle.allow('t', 1000)).toBe(true);
  });

  it('keeps its memory bounded', () => {
    const throttle = createTokenThrottle(1, 1000, 2);
    throttle.allow('a', 0);
    throttle.allow('b', 0);
    throttle.allow('c', 0);
    expect(throttle.allow('a', 0)).toBe(true);
  });
});
