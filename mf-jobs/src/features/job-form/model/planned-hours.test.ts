import { plannedHours } from './planned-hours';

describe('plannedHours', () => {
  it('spans the earliest to the latest planned time of all stops', () => {
    expect(
      plannedHours([
        { plannedFrom: '2026-03-10T09:00:00.000Z', plannedTo: '2026-03-10T10:00:00.000Z' },
        { plannedFrom: '2026-03-10T07:30:00.000Z', plannedTo: null },
        { plannedFrom: null, plannedTo: '2026-03-10T11:15:00.000Z' },
      ]),
    ).toBe(3.75);
  });

  it('has no span with fewer than two times', () => {
    expect(plannedHours([{ plannedFrom: '2026-03-10T09:00:00.000Z', plannedTo: null }])).toBeUndefined();
    expect(plannedHours([])).toBeUndefined();
  });

  it('ignores text that is no time', () => {
    expect(plannedHours([{ plannedFrom: 'soon', plannedTo: '2026-03-10T10:00:00.000Z' }])).toBeUndefined();
  });
});
