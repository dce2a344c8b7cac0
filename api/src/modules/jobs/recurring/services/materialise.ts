import { type HolidayPolicy, officeToday } from '@haulage/shared/contracts';
import type { Kysely } from 'kysely';
import { createContentService, type Dialect, inPublishingTransaction } from '../../../../content';
import type { Database } from '../../../../db/database';
import { jobsType } from '../../content-types';
import { HttpError } from '../../../../http/errors';
import type { LogPort, ServiceHost } from '../../../../ports';
import { assignJob } from '../../services/assign-job';
import { createJobIn } from '../../services/job-hooks';
import { jobFromTemplate } from '../model/occurrence-job';
import { horizonEnd, planOccurrences } from '../model/occurrence-plan';
import {
  claimOccurrence,
  linkOccurrence,
  type ScheduleRow,
  scheduleRows,
  stampMaterialized,
  templateOf,
} from '../repository/recurring-repository';

type Db = Kysely<Database>;
export type MadeJob = { id: number; documentId: string };

const SCHEDULER = { id: null, name: 'Recurring schedule' };

/**
 * With a default truck, a made job is planned on it through the board's assign rules, but only
 * when nothing conflicts (a refusal is thrown before anything is written): otherwise it stays open
 * for a dispatcher to place.
 */
const planOnDefaultTruck = async (
  trx: Db,
  dialect: Dialect,
  schedule: ScheduleRow,
  job: MadeJob,
  plannedDate: string,
): Promise<boolean> => {
  if (schedule.truck_id == null) return false;
  const service = createContentService(trx, dialect, jobsType);
  try {
    const body = { truck: schedule.truck_id, plannedDate, ...(schedule.driver_id == null ? {} : { driver: schedule.driver_id }) };
    await assignJob({ trx, dialect, service, jobId: job.id, mover: 'system', actor: SCHEDULER }, body, true);
    return true;
  } catch (error) {
    if (error instanceof HttpError) return false;
    throw error;
  }
};

export interface MaterialiseOptions {
  today: string;
  /** The API's horizon, for schedules without their own. */
  horizonWeeks: number;
}

/**
 * Makes one schedule's occurrences up to its horizon, inside the caller's transaction: each rule
 * date is claimed by its unique key first and only the claim that inserted it makes the job, so a
 * second run, or one on another instance, makes nothing twice; skipped dates are claimed too and
 * so are never made later. Jobs are written by the one job create path (`createJobIn`).
 */
export const materialiseSchedule = async (
  trx: Db,
  dialect: Dialect,
  schedule: ScheduleRow,
  options: MaterialiseOptions,
): Promise<MadeJob[]> => {
  if (schedule.status !== 'active' || schedule.template_job_id == null) return [];
  const template = await templateOf(trx, schedule.template_job_id);
  if (!template) return [];
  const rule = {
    rrule: schedule.rrule,
    startsOn: schedule.starts_on,
    endsOn: schedule.ends_on,
    holidayPolicy: schedule.holiday_policy as HolidayPolicy,
  };
  const to = horizonEnd(options.today, schedule.horizon_weeks ?? options.horizonWeeks);
  const now = new Date().toISOString();
  const service = createContentService(trx, dialect, jobsType);
  const made: MadeJob[] = [];
  for (const outcome of planOccurrences(rule, options.today, to)) {
    const plannedDate = outcome.status === 'scheduled' ? outcome.plannedDate : null;
    const id = await claimOccurrence(trx, {
      scheduleId: schedule.id,
      date: outcome.date,
      plannedDate,
      status: outcome.status,
      reason: outcome.reason,
      now,
    });
    if (id === null || plannedDate === null) continue;
    const job = await createJobIn(
      { trx, dialect, service },
      jobFromTemplate(template, { scheduleId: schedule.id, date: outcome.date, plannedDate }),
    );
    await linkOccurrence(trx, id, job.id);
    await planOnDefaultTruck(trx, dialect, schedule, job, plannedDate);
    made.push(job);
  }
  await stampMaterialized(trx, schedule.id, now);
  return made;
};

/** What the sweep needs: where to write, the API's default horizon, and where a broken schedule is logged. */
export interface MaterialiseHost extends ServiceHost {
  config: { recurring: { horizonWeeks: number } };
  log: Pick<LogPort, 'error'>;
}

/** Every active schedule, one transaction each (a broken template stops only its own schedule). */
export const materialiseAll = async (app: MaterialiseHost, today = officeToday()): Promise<MadeJob[]> => {
  const made: MadeJob[] = [];
  for (const schedule of await scheduleRows(app.db)) {
    try {
      const jobs = await inPublishingTransaction(app, async ({ trx, publish }) => {
        const made = await materialiseSchedule(trx, app.dialect, schedule, { today, horizonWeeks: app.config.recurring.horizonWeeks });
        for (const job of made) publish('jobs', 'created', job);
        return made;
      });
      made.push(...jobs);
    } catch (error) {
      app.log.error({ err: error, schedule: schedule.id }, 'recurring schedule could not be materialised');
    }
  }
  return made;
};
