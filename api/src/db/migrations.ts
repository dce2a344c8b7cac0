import type { Migration } from 'kysely';
import { authMigrations } from '../modules/auth/db/migrations';
import { fleetMigrations } from '../modules/fleet/db/migrations';
import { customerMigrations } from '../modules/customers/db/migrations';
import { invoiceExportMigrations } from '../modules/finance/exports/db/migrations';
import { searchIndexMigrations } from '../content/search/search-index';
import { containsIndexMigrations } from '../content/search/contains-index';
import { calendarFeedMigrations } from '../modules/jobs/calendar-feed/db/migrations';
import { confirmationMigrations } from '../modules/jobs/confirmations/db/migrations';
import { jobMigrations } from '../modules/jobs/db/migrations';
import { recurringMigrations } from '../modules/jobs/recurring/db/migrations';
import { tripMigrations } from '../modules/jobs/trips/db/migrations';
import { driverAppMigrations } from '../modules/jobs/driver-app/db/migrations';
import { trackingMigrations } from '../modules/jobs/tracking/db/migrations';
import { messagingMigrations } from '../modules/messaging/db/migrations';
import { notificationMigrations } from '../modules/messaging/notifications/db/migrations';
import { invoiceMigrations, payMigrations, performanceMigrations } from '../modules/finance/index';

/** All migrations of all modules; names sort globally ("0010-users", "0100-fleet-areas", ...). */
export const allMigrations: Record<string, Migration> = {
  ...authMigrations,
  ...fleetMigrations,
  ...customerMigrations,
  ...jobMigrations,
  ...messagingMigrations,
  ...confirmationMigrations,
  ...recurringMigrations,
  ...performanceMigrations,
  ...payMigrations,
  ...invoiceMigrations,
  ...calendarFeedMigrations,
  ...tripMigrations,
  ...invoiceExportMigrations,
  ...searchIndexMigrations,
  ...containsIndexMigrations,
  ...driverAppMigrations,
  ...notificationMigrations,
  ...trackingMigrations,
};
