import { checkStopOrder, initialStopOrder, moveItem, type OrderedStop } from './stop-order';

const stop = (id: number, jobId: number, type: string, jobSequence: number): OrderedStop => ({
  id,
  jobId,
  jobNumber: 10000 + jobId,
  type,
  jobSequence,
});
// Job 1: pickup 11, delivery 12; job 2: pickup 21, other 22, delivery 23.
const stops = [
  stop(12, 1, 'delivery', 2),
  stop(11, 1, 'pickup', 1),
  stop(23, 2, 'delivery', 3),
  stop(21, 2, 'pickup', 1),
  stop(22, 2, 'other', 2),
];

describe('initialStopOrder', () => {
  it('lists job after job in the basket’s order, each job’s stops in its own order', () => {
    expect(initialStopOrder(stops, [2, 1]).map((s) => s.id)).toEqual([21, 22, 23, 11, 12]);
  });
});

describe('checkStopOrder', () => {
  it('accepts every stop once with pickups before deliveries, interleaving jobs', () => {
    expect(checkStopOrder(stops, [11, 21, 12, 22, 23])).toEqual({ ok: true, order: [11, 21, 12, 22, 23] });
  });

  it('refuses a delivery before its own pickup and names the job', () => {
    expect(checkStopOrder(stops, [12, 11, 21, 22, 23])).toEqual({
      ok: false,
      message: 'Job 10001 is delivered before it is picked up; move its pickup first',
    });
  });

  it('lets an other-type stop go anywhere', () => {
    expect(checkStopOrder(stops, [22, 11, 12, 21, 23]).ok).toBe(true);
  });

  it('refuses a missing, repeated or foreign stop', () => {
    expect(checkStopOrder(stops, [11, 12, 21, 23])).toEqual({ ok: false, message: 'The order must list all 5 stops of the trip' });
    expect(checkStopOrder(stops, [11, 11, 12, 21, 22, 23])).toEqual({ ok: false, message: 'Each stop appears in the order once' });
    expect(checkStopOrder(stops, [11, 12, 21, 22, 99])).toEqual({
      ok: false,
      message: 'A stop in the order is not one of the trip’s stops',
    });
  });
});

describe('moveItem', () => {
  it('moves an entry to a new place and leaves the list alone for a place outside it', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });
});
