import type { ScheduleStatus } from '@haulage/shared/contracts';

export type ScheduleAction = 'pause' | 'resume' | 'end';

const TARGET: Record<ScheduleAction, ScheduleStatus> = { pause: 'paused', resume: 'active', end: 'ended' };
const FROM: Record<ScheduleAction, readonly ScheduleStatus[]> = {
  pause: ['active'],
  resume: ['paused'],
  end: ['active', 'paused'],
};

/** A schedule's moves: active ⇄ paused, either → ended; an ended schedule stays ended. */
export const moveSchedule = (
  status: ScheduleStatus,
  action: ScheduleAction,
): { ok: true; to: ScheduleStatus } | { ok: false; message: string } =>
  FROM[action].includes(status)
    ? { ok: true, to: TARGET[action] }
    : {
        ok: false,
        message: `${/^[aeiou]/.test(status) ? 'An' : 'A'} ${status} schedule cannot be ${action === 'end' ? 'ended' : `${action}d`}`,
      };

/** An ended schedule stops today at the latest: an end date further ahead is brought forward. */
export const endDate = (endsOn: string | null, today: string): string => (endsOn !== null && endsOn < today ? endsOn : today);
