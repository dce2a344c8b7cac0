import { etaAt, etaRoute, HANDLING_MINUTES_PER_STOP, type RunStopPlace } from './eta-route';

const here = { latitude: 57.7, longitude: 11.97 };
const stop = (jobId: number, latitude: number | null, departedAt: string | null = null): RunStopPlace => ({
  jobId,
  departedAt,
  latitude,
  longitude: latitude === null ? null : 14.16,
});

describe('the route left to a job’s last stop', () => {
  it('runs from the phone through every stop not yet left, up to the job’s last, a trip’s other stops included', () => {
    const stops = [stop(1, 57.0, '2026-11-27T08:00:00.000Z'), stop(2, 57.5), stop(1, 57.6), stop(1, 57.78), stop(2, 58.0)];
    expect(etaRoute(here, stops, 1)).toEqual({
      points: [here, { latitude: 57.5, longitude: 14.16 }, { latitude: 57.6, longitude: 14.16 }, { latitude: 57.78, longitude: 14.16 }],
      stopsOnTheWay: 2,
    });
  });

  it('passes over a stop without a place on the way, but needs the last one', () => {
    expect(etaRoute(here, [stop(1, null), stop(1, 57.78)], 1)).toEqual({
      points: [here, { latitude: 57.78, longitude: 14.16 }],
      stopsOnTheWay: 1,
    });
    expect(etaRoute(here, [stop(1, 57.5), stop(1, null)], 1)).toEqual({ refused: 'The job’s last stop has no known place' });
  });

  it('has nothing to estimate once the job’s last stop is left, or for a job not in the run', () => {
    expect(etaRoute(here, [stop(1, 57.5, '2026-11-27T08:00:00.000Z')], 1)).toEqual({ refused: 'The job’s last stop is already left' });
    expect(etaRoute(here, [stop(2, 57.5)], 1)).toEqual({ refused: 'The job has no stops' });
  });
});

describe('etaAt', () => {
  it('adds the driving time and the handling at each stop on the way', () => {
    const now = new Date('2026-11-27T08:00:00.000Z');
    expect(etaAt(now, 95, 0)).toBe('2026-11-27T09:35:00.000Z');
    expect(etaAt(now, 95, 2)).toBe(new Date(now.getTime() + (95 + 2 * HANDLING_MINUTES_PER_STOP) * 60_000).toISOString());
  });
});
