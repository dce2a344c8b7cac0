import { checkStopEvent, type StopTimes } from './stop-order';

const run = (): StopTimes[] => [
  { id: 1, sequence: 1, arrivedAt: '2026-05-04T08:00:00Z', departedAt: '2026-05-04T08:30:00Z' },
  { id: 2, sequence: 2, arrivedAt: null, departedAt: null },
];

describe('the order of stop events', () => {
  it('stamps an arrival after the previous stop, then the departure', () => {
    expect(checkStopEvent(run(), 2, 'arrived', '2026-05-04T10:00:00Z')).toEqual({ ok: true, column: 'arrived_at' });
    const arrived = run().map((s) => (s.id === 2 ? { ...s, arrivedAt: '2026-05-04T10:00:00Z' } : s));
    expect(checkStopEvent(arrived, 2, 'departed', '2026-05-04T10:20:00Z')).toEqual({ ok: true, column: 'departed_at' });
  });

  it('refuses a departure before the arrival, naming the field', () => {
    expect(checkStopEvent(run(), 2, 'departed', '2026-05-04T10:00:00Z')).toMatchObject({ ok: false, field: 'type' });
  });

  it('refuses a time before the previous stop’s', () => {
    expect(checkStopEvent(run(), 2, 'arrived', '2026-05-04T08:10:00Z')).toMatchObject({ ok: false, field: 'at' });
  });

  it('refuses a departure earlier than the arrival and a stop of another job', () => {
    expect(checkStopEvent(run(), 1, 'arrived', '2026-05-04T09:00:00Z')).toMatchObject({ ok: false, field: 'type' });
    const arrived = run().map((s) => (s.id === 2 ? { ...s, arrivedAt: '2026-05-04T10:00:00Z' } : s));
    expect(checkStopEvent(arrived, 2, 'departed', '2026-05-04T09:59:00Z')).toMatchObject({ ok: false, field: 'at' });
    expect(checkStopEvent(run(), 9, 'arrived', '2026-05-04T10:00:00Z')).toMatchObject({ ok: false, field: 'stop' });
  });
});
