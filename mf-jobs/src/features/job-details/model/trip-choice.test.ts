import type { Trip } from '@haulage/shared/contracts';
import { joinableTrips, tripChoiceLabel } from './trip-choice';

const trip = (tripNumber: number, over: Partial<Trip> = {}): Trip => ({
  id: tripNumber,
  documentId: `trip${tripNumber}`,
  createdAt: '2026-11-26T08:00:00.000Z',
  updatedAt: '2026-11-26T08:00:00.000Z',
  publishedAt: '2026-11-26T08:00:00.000Z',
  tripNumber,
  date: '2026-12-01',
  status: 'planned',
  revenue: 0,
  jobCount: 2,
  kmEstimate: null,
  minutesEstimate: null,
  estimateSource: null,
  ...over,
});

describe('the trips a job may join', () => {
  it('are the planned or dispatched trips with room left', () => {
    const trips = [
      trip(1),
      trip(2, { status: 'dispatched' }),
      trip(3, { status: 'in_progress' }),
      trip(4, { status: 'completed' }),
      trip(5, { jobCount: 20 }),
    ];
    expect(joinableTrips(trips).map((t) => t.tripNumber)).toEqual([1, 2]);
  });

  it('are named by number, truck and size', () => {
    const truck = { truckName: 'Volvo FH16 750', truckNumber: '101' } as Trip['truck'];
    expect(tripChoiceLabel(trip(12, { truck, jobCount: 3 }))).toBe('Trip 12 · Volvo FH16 750 (101) · 3 jobs');
    expect(tripChoiceLabel(trip(13))).toBe('Trip 13 · 2 jobs');
  });
});
