import type { UserType } from '@haulage/shared/contracts';
import { getContentType, mayReadType } from '../../../content';
import type { ServiceHost } from '../../../ports';
import { calendarEvents } from '../model/calendar-events';
import { driverDatesInRange, jobsInRange, truckDatesInRange, userEventsInRange } from '../repository/events-repository';

/**
 * One user's calendar of the range: jobs by planned day, inspections and insurance falling due,
 * driver documents (only for those who may read drivers) and the user's own events. The signed-in
 * calendar and the subscribed feed read it alike.
 */
export const calendarOf = async (app: Pick<ServiceHost, 'db'>, from: string, to: string, user: { id: number; type: UserType }) => {
  const showDrivers = mayReadType(user.type, getContentType('drivers'));
  const [jobs, trucks, drivers, userEvents] = await Promise.all([
    jobsInRange(app.db, from, to),
    truckDatesInRange(app.db, from, to),
    showDrivers ? driverDatesInRange(app.db, from, to) : null,
    userEventsInRange(app.db, from, to, user.id),
  ]);
  return calendarEvents({ from, to, jobs, trucks, drivers, userEvents });
};
