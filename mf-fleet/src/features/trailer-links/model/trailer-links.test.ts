import { formatDateTime, isOpenLink, localInputToIso, openLinks, toLinkPayload } from './trailer-links';

describe('trailer link helpers', () => {
  const now = new Date('2026-02-03T12:00:00Z');

  it('treats a link without an end, or ending later, as open', () => {
    expect(isOpenLink({ linkedTo: null }, now)).toBe(true);
    expect(isOpenLink({ linkedTo: '2026-02-04T00:00:00Z' }, now)).toBe(true);
    expect(isOpenLink({ linkedTo: '2026-02-01T00:00:00Z' }, now)).toBe(false);
    expect(openLinks([{ linkedTo: null }, { linkedTo: '2026-01-01T00:00:00Z' }], now)).toHaveLength(1);
  });

  it('shows times in the office time zone', () => {
    expect(formatDateTime('2026-02-03T08:15:00.000Z')).toBe('2026-02-03 09:15');
    expect(formatDateTime(null)).toBe('—');
  });

  it('builds the link payload from the page end and the chosen other end', () => {
    const values = { other: 'trailerA', linkedFrom: '2026-02-03T09:15', note: ' ' };
    expect(toLinkPayload('truck', 'truckA', values)).toEqual({
      truck: 'truckA',
      trailer: 'trailerA',
      linkedFrom: localInputToIso('2026-02-03T09:15'),
      note: null,
    });
    expect(toLinkPayload('trailer', 'trailerB', { ...values, other: 'truckB' })).toMatchObject({ truck: 'truckB', trailer: 'trailerB' });
    expect(localInputToIso('')).toBe('');
  });
});
