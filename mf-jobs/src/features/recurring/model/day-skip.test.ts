import type { OccurrencePreview } from '@haulage/shared/contracts';
import { canSkipDay, skipDayText } from './day-skip';

const day = (over: Partial<OccurrencePreview> = {}): OccurrencePreview => ({
  date: '2026-12-03',
  plannedDate: '2026-12-03',
  status: 'scheduled',
  reason: null,
  job: null,
  ...over,
});
const made = (status: string) => day({ status: 'generated', job: { documentId: 'j1', jobNumber: 4101, status } });

describe('skipping a day of a schedule', () => {
  it('offers days to come and made days whose job has not started', () => {
    expect(canSkipDay(day(), '2026-11-26')).toBe(true);
    expect(canSkipDay(day({ date: '2026-11-26' }), '2026-11-26')).toBe(true);
    expect(canSkipDay(made('planned'), '2026-11-26')).toBe(true);
  });

  it('does not offer past, skipped or cancelled days, nor a job under way', () => {
    expect(canSkipDay(day({ date: '2026-11-25' }), '2026-11-26')).toBe(false);
    expect(canSkipDay(day({ status: 'skipped', plannedDate: null }), '2026-11-26')).toBe(false);
    expect(canSkipDay(day({ status: 'cancelled' }), '2026-11-26')).toBe(false);
    expect(canSkipDay(made('in_progress'), '2026-11-26')).toBe(false);
  });

  it('says whether a job will be cancelled', () => {
    expect(skipDayText(made('open'))).toBe('Job 4101 of 2026-12-03 will be cancelled, and the schedule will not make this day again.');
    expect(skipDayText(day())).toBe('The schedule will not make a job on 2026-12-03.');
  });
});
