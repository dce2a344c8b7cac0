import { createEtaPace } from './eta-pace';

describe('how often a phone tells an ETA', () => {
  it('lets one ETA per job through per interval', () => {
    const pace = createEtaPace(180_000);
    expect(pace.allow(1, 0)).toBe(true);
    expect(pace.allow(1, 60_000)).toBe(false);
    expect(pace.allow(2, 60_000)).toBe(true);
    expect(pace.allow(1, 180_000)).toBe(true);
  });
});
