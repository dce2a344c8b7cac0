import { envInt } from '../../../env-values';

/** Recurring schedules: how many weeks ahead their jobs are made, and how often that runs. */
export interface RecurringSettings {
  horizonWeeks: number;
  intervalMinutes: number;
}

/**
 * RECURRING_HORIZON_WEEKS (8, kept within 1–26: a longer horizon makes jobs nobody can plan yet)
 * and RECURRING_INTERVAL_MINUTES (60, at least 1).
 */
export const parseRecurringSettings = (env: NodeJS.ProcessEnv): RecurringSettings => ({
  horizonWeeks: Math.min(Math.max(envInt(env.RECURRING_HORIZON_WEEKS, 8), 1), 26),
  intervalMinutes: Math.max(envInt(env.RECURRING_INTERVAL_MINUTES, 60), 1),
});
