import type { DriverRun, DriverRunItem, DriverRunStop } from '@haulage/shared/contracts';
import { currentStop, nextStepAt, orderRun, stopsInOrder, withStopTimes } from './run-order';

const stop = (documentId: string, sequence: number, plannedFrom: string | null, extra: Partial<DriverRunStop> = {}): DriverRunStop =>
  ({
    id: sequence,
    documentId,
    sequence,
    type: 'pickup',
    plannedFrom,
    plannedTo: null,
    arrivedAt: null,
    departedAt: null,
    proofs: [],
    ...extra,
  }) as DriverRunStop;

const job = (documentId: string, stops: DriverRunStop[]): DriverRunItem => ({ kind: 'job', id: 1, documentId, jobNumber: 1, stops });
const trip = (documentId: string, stops: DriverRunStop[]): DriverRunItem => ({ kind: 'trip', id: 2, documentId, tripNumber: 7, stops });

describe('orderRun', () => {
  it('puts items by planned start and a trip’s stops in their sequence', () => {
    const late = job('late', [stop('l1', 1, '2026-11-27T13:00:00Z')]);
    const morningTrip = trip('trip', [stop('t2', 2, '2026-11-27T09:00:00Z'), stop('t1', 1, '2026-11-27T07:00:00Z')]);
    const unplanned = job('unplanned', [stop('u1', 1, null)]);
    const ordered = orderRun([unplanned, late, morningTrip]);
    expect(ordered.map((item) => item.documentId)).toEqual(['trip', 'late', 'unplanned']);
    expect(stopsInOrder({ items: [unplanned, late, morningTrip] }).map((s) => s.documentId)).toEqual(['t1', 't2', 'l1', 'u1']);
  });

  it('keeps the answer’s order between items planned at the same time', () => {
    const at = '2026-11-27T08:00:00Z';
    expect(orderRun([job('a', [stop('a1', 1, at)]), job('b', [stop('b1', 1, at)])]).map((item) => item.documentId)).toEqual(['a', 'b']);
  });
});

describe('steps at a stop', () => {
  it('arrives, then departs, then is done', () => {
    expect(nextStepAt({ arrivedAt: null, departedAt: null })).toBe('arrive');
    expect(nextStepAt({ arrivedAt: '2026-11-27T08:00:00Z', departedAt: null })).toBe('depart');
    expect(nextStepAt({ arrivedAt: '2026-11-27T08:00:00Z', departedAt: '2026-11-27T08:30:00Z' })).toBe('done');
  });

  it('points at the first stop not yet left, as the phone records times', () => {
    const run = { items: [job('j', [stop('pickup', 1, null), stop('delivery', 2, null, { type: 'delivery' })])] } as DriverRun;
    expect(currentStop(run)?.documentId).toBe('pickup');
    const left = withStopTimes(run, 'pickup', { arrivedAt: '2026-11-27T08:00:00Z', departedAt: '2026-11-27T08:20:00Z' });
    expect(currentStop(left)?.documentId).toBe('delivery');
    expect(currentStop(run)?.documentId).toBe('pickup');
  });
});
