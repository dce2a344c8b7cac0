import type { JobStop } from '@haulage/shared/contracts';
import { jobRoute, orderedStops, routeLabel } from './job-route';

const stop = (sequence: number, type: JobStop['type'], place: string | null): JobStop => ({
  id: sequence,
  documentId: `stop${sequence}`,
  createdAt: '',
  updatedAt: '',
  publishedAt: '',
  sequence,
  type,
  place,
  plannedFrom: null,
  plannedTo: null,
  arrivedAt: null,
  departedAt: null,
});

describe('a job route', () => {
  it('runs from the first pickup to the last delivery, in sequence order', () => {
    const stops = [stop(3, 'delivery', 'Borås'), stop(1, 'other', 'Depå'), stop(2, 'pickup', 'Göteborg'), stop(4, 'delivery', 'Alingsås')];
    expect(orderedStops(stops).map((s) => s.sequence)).toEqual([1, 2, 3, 4]);
    expect(jobRoute({ stops })).toEqual({ from: 'Göteborg', to: 'Alingsås' });
    expect(routeLabel({ stops })).toBe('Göteborg → Alingsås');
  });

  it('falls back to the first and last stop, and reads "—" without stops', () => {
    expect(jobRoute({ stops: [stop(1, 'other', 'Kalmar'), stop(2, 'other', 'Växjö')] })).toEqual({ from: 'Kalmar', to: 'Växjö' });
    expect(routeLabel({ stops: [] })).toBe('—');
    expect(routeLabel({})).toBe('—');
    expect(routeLabel({ stops: [stop(1, 'pickup', 'Luleå')] })).toBe('Luleå → Luleå');
  });
});
