import { conflictError, etagOf, ifMatchSatisfied, nextStamp, singularOf } from './etag';

describe('entity tags of entries', () => {
  const stamp = '2026-11-23T08:00:00.000Z';

  it('derives one tag per updatedAt, different after any change', () => {
    expect(etagOf(stamp)).toBe(etagOf(stamp));
    expect(etagOf(stamp)).not.toBe(etagOf('2026-11-23T08:00:00.001Z'));
    expect(etagOf(stamp)).toMatch(/^"[0-9a-z]+"$/);
  });

  it('matches If-Match lists, `*` and weakened tags, and nothing else', () => {
    const tag = etagOf(stamp);
    expect(ifMatchSatisfied(tag, tag)).toBe(true);
    expect(ifMatchSatisfied(`"x", ${tag}`, tag)).toBe(true);
    expect(ifMatchSatisfied('*', tag)).toBe(true);
    expect(ifMatchSatisfied(`W/${tag}`, tag)).toBe(true);
    expect(ifMatchSatisfied('"stale"', tag)).toBe(false);
    expect(ifMatchSatisfied('', tag)).toBe(false);
  });

  it('moves updatedAt forward even within one millisecond or after a clock step back', () => {
    const now = Date.parse(stamp);
    expect(nextStamp(stamp, now)).toBe('2026-11-23T08:00:00.001Z');
    expect(nextStamp(stamp, now - 5000)).toBe('2026-11-23T08:00:00.001Z');
    expect(nextStamp(stamp, now + 60_000)).toBe('2026-11-23T08:01:00.000Z');
    expect(nextStamp(null, now)).toBe(stamp);
  });

  it('names the entry in the conflict message', () => {
    expect(singularOf({ uid: 'customer-contacts', table: 'x', attributes: {} })).toBe('customer contact');
    const error = conflictError({ uid: 'trucks', table: 'trucks', attributes: {}, singularName: 'truck' });
    expect(error.toResponse().error).toEqual({
      status: 409,
      name: 'ConflictError',
      message: 'This truck was changed by someone else since you opened it',
      details: {},
    });
  });
});
