import { jobStopInputSchema } from './job';
import { userEventInputSchema } from './user-event';

describe('time windows saved with different offsets', () => {
  it('accept an end after the start in time, though it sorts before it as text', () => {
    const stop = { type: 'pickup', plannedFrom: '2026-12-01T08:30:00+01:00', plannedTo: '2026-12-01T08:00:00Z' };
    expect(jobStopInputSchema.safeParse(stop).success).toBe(true);
    const event = { title: 'Depot meeting', startsAt: '2026-12-01T08:30:00+01:00', endsAt: '2026-12-01T08:00:00Z' };
    expect(userEventInputSchema.safeParse(event).success).toBe(true);
  });

  it('refuse an end before the start in time, though it sorts after it as text', () => {
    const stop = jobStopInputSchema.safeParse({
      type: 'pickup',
      plannedFrom: '2026-12-01T08:00:00Z',
      plannedTo: '2026-12-01T08:30:00+01:00',
    });
    expect(stop.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['plannedTo', 'Planned to cannot be before planned from'],
    ]);
    const event = userEventInputSchema.safeParse({
      title: 'Depot meeting',
      startsAt: '2026-12-01T08:00:00Z',
      endsAt: '2026-12-01T08:30:00+01:00',
    });
    expect(event.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['endsAt', 'Ends at cannot be before starts at']]);
  });
});
