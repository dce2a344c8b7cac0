import { runDateOf } from './run-dates';

describe('runDateOf', () => {
  it('reads today and tomorrow on the Swedish calendar, across a month’s end', () => {
    // 23:30 UTC on 31 October is already 1 November in Stockholm (UTC+1).
    const now = new Date('2026-10-31T23:30:00Z');
    expect(runDateOf('today', now)).toBe('2026-11-01');
    expect(runDateOf('tomorrow', now)).toBe('2026-11-02');
    expect(runDateOf('tomorrow', new Date('2026-12-31T10:00:00Z'))).toBe('2027-01-01');
  });
});
