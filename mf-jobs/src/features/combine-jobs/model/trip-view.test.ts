import type { Trip } from '@haulage/shared/contracts';
import { estimateText, movedOrder, stopLabel, stopRows } from './trip-view';

const stop = (documentId: string, sequence: number, jobNumber: number, type: 'pickup' | 'delivery', place: string) =>
  ({ documentId, sequence, job: { jobNumber }, jobStop: { type, place } }) as unknown as NonNullable<Trip['stops']>[number];

const trip = { stops: [stop('b', 2, 10002, 'delivery', 'IKEA DC, Jönköping'), stop('a', 1, 10002, 'pickup', 'Volvo Torslanda, Göteborg')] };

describe('stopRows', () => {
  it('lists the stops in the trip’s order, named by kind, job and place', () => {
    const rows = stopRows(trip);
    expect(rows.map((row) => row.documentId)).toEqual(['a', 'b']);
    expect(stopLabel(rows[0]!)).toBe('Pickup, job 10002: Volvo Torslanda, Göteborg');
  });
});

describe('estimateText', () => {
  it('says when the figures are a straight-line estimate, in Swedish formats', () => {
    expect(estimateText({ kmEstimate: 1234.4, minutesEstimate: 125, estimateSource: 'straight_line' })).toEqual({
      label: 'Straight-line estimate',
      value: '1 234 km, 2 h 5 min',
    });
    expect(estimateText({ kmEstimate: 10, minutesEstimate: 15, estimateSource: 'routing' }).label).toBe('Route (routing service)');
  });
});

describe('movedOrder', () => {
  it('moves one stop and leaves the order alone for a move outside the list', () => {
    const rows = stopRows({ stops: [...trip.stops, stop('c', 3, 10003, 'pickup', 'X')] });
    expect(movedOrder(rows, 2, 0)).toEqual(['c', 'a', 'b']);
    expect(movedOrder(rows, 0, 3)).toEqual(['a', 'b', 'c']);
  });
});
