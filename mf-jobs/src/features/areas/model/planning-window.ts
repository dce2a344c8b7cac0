import type { ListQueryParams } from '@haulage/shared/api';
import { officeToday } from '@haulage/shared/contracts';

/** Today and the seven days after it: what a dispatcher plans an area's trucks for. */
export const PLANNING_WINDOW_DAYS = 7;

export interface PlanningWindow {
  /** First day, YYYY-MM-DD in the office's time zone. */
  from: string;
  /** Last day, inclusive. */
  to: string;
}

const addDays = (isoDate: string, days: number): string => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

export const planningWindow = (now = new Date()): PlanningWindow => {
  const from = officeToday(now);
  return { from, to: addDays(from, PLANNING_WINDOW_DAYS) };
};

/**
 * The area's jobs in the window: real jobs (no templates or drafts) planned on a truck of the
 * area, by day, 20 a page, with the customer and truck to show.
 */
export const areaJobsQuery = (areaDocumentId: string, window: PlanningWindow, page: number): ListQueryParams => ({
  page,
  pageSize: 20,
  sort: [
    { field: 'plannedDate', order: 'asc' },
    { field: 'jobNumber', order: 'asc' },
  ],
  filters: {
    kind: { $eq: 'job' },
    status: { $ne: 'draft' },
    plannedDate: { $gte: window.from, $lte: window.to },
    truck: { area: { documentId: { $eq: areaDocumentId } } },
  },
  populate: ['customer', 'truck'],
});
