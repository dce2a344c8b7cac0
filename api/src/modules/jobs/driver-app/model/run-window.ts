import { DRIVER_RUN_DAYS_AHEAD, DRIVER_RUN_DAYS_BACK } from '@haulage/shared/contracts';

const addDays = (date: string, days: number): string => {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
};

/** Whether a driver may read the run of `date`: from yesterday to a week ahead of the office's today. */
export const isInRunWindow = (date: string, today: string): boolean =>
  date >= addDays(today, -DRIVER_RUN_DAYS_BACK) && date <= addDays(today, DRIVER_RUN_DAYS_AHEAD);
