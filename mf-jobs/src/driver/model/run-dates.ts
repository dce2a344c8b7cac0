import { officeToday } from '@haulage/shared/format';

export type RunDay = 'today' | 'tomorrow';

const addDays = (date: string, days: number): string => {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
};

/** The date of the day the driver looks at, on the office's (Swedish) calendar like the plan. */
export const runDateOf = (day: RunDay, now: Date = new Date()): string => addDays(officeToday(now), day === 'today' ? 0 : 1);
