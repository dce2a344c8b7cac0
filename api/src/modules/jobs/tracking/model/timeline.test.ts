import type { TrackingStop } from '@haulage/shared/contracts';
import { deliveredAtOf, nextStopOf, trackingTimeline, type TimelineJob } from './timeline';

const stop = (type: string, over: Partial<TrackingStop> = {}): TrackingStop => ({
  type,
  place: type === 'pickup' ? 'Göteborg' : 'Jönköping',
  plannedFrom: type === 'pickup' ? '2026-11-27T07:00:00.000Z' : '2026-11-27T10:00:00.000Z',
  plannedTo: type === 'pickup' ? '2026-11-27T08:00:00.000Z' : '2026-11-27T11:00:00.000Z',
  arrivedAt: null,
  departedAt: null,
  ...over,
});
const job = (status: string, over: Partial<TimelineJob> = {}): TimelineJob => ({
  status,
  plannedAt: '2026-11-26T15:00:00.000Z',
  dispatchedAt: null,
  startedAt: null,
  completedAt: null,
  ...over,
});
const states = (entries: ReturnType<typeof trackingTimeline>) => entries.map((e) => `${e.step}:${e.state}`);

describe('the tracking timeline', () => {
  it('waits for the confirmation while the job is open', () => {
    expect(states(trackingTimeline(job('open', { plannedAt: null }), [stop('pickup'), stop('delivery')]))).toEqual([
      'confirmed:current',
      'to_pickup:upcoming',
      'loaded:upcoming',
      'on_the_way:upcoming',
      'delivered:upcoming',
    ]);
  });

  it('has the confirmation done once planned, with the planned windows of loading and delivery', () => {
    const timeline = trackingTimeline(job('planned'), [stop('pickup'), stop('delivery')]);
    expect(states(timeline)).toEqual([
      'confirmed:done',
      'to_pickup:upcoming',
      'loaded:upcoming',
      'on_the_way:upcoming',
      'delivered:upcoming',
    ]);
    expect(timeline[0]!.actualAt).toBe('2026-11-26T15:00:00.000Z');
    expect(timeline[2]).toMatchObject({ plannedFrom: '2026-11-27T07:00:00.000Z', plannedTo: '2026-11-27T08:00:00.000Z', actualAt: null });
    expect(timeline[4]).toMatchObject({ plannedFrom: '2026-11-27T10:00:00.000Z', plannedTo: '2026-11-27T11:00:00.000Z' });
  });

  it('is on the way to the pickup once dispatched, loading at the pickup, on the way after leaving it', () => {
    const dispatched = job('dispatched', { dispatchedAt: '2026-11-27T06:30:00.000Z' });
    const toPickup = trackingTimeline(dispatched, [stop('pickup'), stop('delivery')]);
    expect(states(toPickup)[1]).toBe('to_pickup:current');
    expect(toPickup[1]!.actualAt).toBe('2026-11-27T06:30:00.000Z');
    const atPickup = [stop('pickup', { arrivedAt: '2026-11-27T07:05:00.000Z' }), stop('delivery')];
    expect(states(trackingTimeline(job('in_progress'), atPickup)).slice(1, 3)).toEqual(['to_pickup:done', 'loaded:current']);
    const left = [stop('pickup', { arrivedAt: '2026-11-27T07:05:00.000Z', departedAt: '2026-11-27T07:40:00.000Z' }), stop('delivery')];
    const onTheWay = trackingTimeline(job('in_progress'), left);
    expect(states(onTheWay)).toEqual(['confirmed:done', 'to_pickup:done', 'loaded:done', 'on_the_way:current', 'delivered:upcoming']);
    expect(onTheWay[2]!.actualAt).toBe('2026-11-27T07:40:00.000Z');
  });

  it('is still loading until every pickup is left', () => {
    const stops = [
      stop('pickup', { arrivedAt: '2026-11-27T07:05:00.000Z', departedAt: '2026-11-27T07:40:00.000Z' }),
      stop('pickup'),
      stop('delivery'),
    ];
    expect(states(trackingTimeline(job('in_progress'), stops))[2]).toBe('loaded:current');
  });

  it('is all done when delivered, at the completion', () => {
    const stops = [
      stop('pickup', { arrivedAt: '2026-11-27T07:05:00.000Z', departedAt: '2026-11-27T07:40:00.000Z' }),
      stop('delivery', { arrivedAt: '2026-11-27T10:10:00.000Z' }),
    ];
    const timeline = trackingTimeline(job('completed', { completedAt: '2026-11-27T10:25:00.000Z' }), stops);
    expect(timeline.every((e) => e.state === 'done')).toBe(true);
    expect(timeline[4]!.actualAt).toBe('2026-11-27T10:25:00.000Z');
    expect(deliveredAtOf(job('invoiced'), stops)).toBe('2026-11-27T10:10:00.000Z');
    expect(deliveredAtOf(job('in_progress'), stops)).toBeNull();
  });

  it('names the next stop not reached with the ETA, none once all are reached', () => {
    const stops = [stop('pickup', { arrivedAt: '2026-11-27T07:05:00.000Z' }), stop('delivery')];
    expect(nextStopOf(stops, '2026-11-27T10:20:00.000Z')).toEqual({
      type: 'delivery',
      place: 'Jönköping',
      plannedFrom: '2026-11-27T10:00:00.000Z',
      plannedTo: '2026-11-27T11:00:00.000Z',
      eta: '2026-11-27T10:20:00.000Z',
    });
    expect(nextStopOf([stop('delivery', { arrivedAt: '2026-11-27T10:10:00.000Z' })], null)).toBeNull();
  });
});
