import { stopWindow } from './stop-window';

describe('a stop’s planned window', () => {
  it('reads one day once, in the office’s time zone', () => {
    expect(stopWindow('2026-03-02T05:00:00.000Z', '2026-03-02T06:30:00.000Z')).toBe('2026-03-02 06:00–07:30');
    expect(stopWindow('2026-07-02T05:00:00.000Z', '2026-07-02T06:00:00.000Z')).toBe('2026-07-02 07:00–08:00');
  });

  it('reads both ends across midnight, and one end or a dash when that is all there is', () => {
    expect(stopWindow('2026-03-02T21:00:00.000Z', '2026-03-03T01:00:00.000Z')).toBe('2026-03-02 22:00 – 2026-03-03 02:00');
    expect(stopWindow('2026-03-02T05:00:00.000Z', null)).toBe('from 2026-03-02 06:00');
    expect(stopWindow(null, '2026-03-02T05:00:00.000Z')).toBe('until 2026-03-02 06:00');
    expect(stopWindow(null, null)).toBe('—');
  });
});
