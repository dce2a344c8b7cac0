import { HOLIDAY_POLICIES, SCHEDULE_STATUSES } from '@haulage/shared/contracts';
import { type ContentType, registerContentType } from '../../../content';

/** A template job repeated by an RFC 5545 rule; its occurrences live in `recurring_occurrences`. */
export const recurringSchedulesType = registerContentType({
  uid: 'recurring-schedules',
  singularName: 'recurring-schedule',
  table: 'recurring_schedules',
  attributes: {
    name: { type: 'string' },
    // Moved only by the pause, resume and end commands.
    status: { type: 'enumeration', enum: SCHEDULE_STATUSES, default: 'active', readOnly: true },
    templateJob: { type: 'relation', relation: 'manyToOne', target: 'jobs', column: 'template_job_id' },
    rrule: { type: 'string' },
    timezone: { type: 'string', default: 'Europe/Stockholm', readOnly: true },
    startsOn: { type: 'date' },
    endsOn: { type: 'date' },
    holidayPolicy: { type: 'enumeration', enum: HOLIDAY_POLICIES, default: 'skip' },
    truck: { type: 'relation', relation: 'manyToOne', target: 'trucks', column: 'truck_id' },
    driver: { type: 'relation', relation: 'manyToOne', target: 'drivers', column: 'driver_id' },
    horizonWeeks: { type: 'integer' },
    lastMaterializedAt: { type: 'datetime', readOnly: true },
  },
} satisfies ContentType);
