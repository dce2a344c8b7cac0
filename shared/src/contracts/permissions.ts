import type { UserType } from './user-types';

/**
 * One permission matrix drives both the API (every route checks it) and the shell's page guards
 * (which are only UX). A resource is the plural, kebab-case name used in the URL.
 */
export const ACTIONS = ['read', 'create', 'update', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];

const ALL: readonly UserType[] = ['admin', 'dispatcher', 'finance', 'viewer'];
const OFFICE: readonly UserType[] = ['admin', 'dispatcher', 'finance'];
const DISPATCH: readonly UserType[] = ['admin', 'dispatcher'];
const MONEY: readonly UserType[] = ['admin', 'finance'];
const ADMIN: readonly UserType[] = ['admin'];
const DRIVER: readonly UserType[] = ['driver'];
const NOBODY: readonly UserType[] = [];

type Grants = Record<Action, readonly UserType[]>;

const grants = (read: readonly UserType[], write: readonly UserType[], remove = write): Grants => ({
  read,
  create: write,
  update: write,
  delete: remove,
});

export const PERMISSIONS = {
  areas: grants(ALL, DISPATCH, ADMIN),
  trucks: grants(ALL, DISPATCH, ADMIN),
  drivers: grants(OFFICE, DISPATCH, ADMIN),
  trailers: grants(ALL, DISPATCH, ADMIN),
  'trailers-links': grants(ALL, DISPATCH),
  tyres: grants(ALL, DISPATCH),
  'odometer-readings': grants(ALL, DISPATCH, ADMIN),
  upload: grants(ALL, OFFICE),
  customers: grants(ALL, OFFICE, ADMIN),
  'customer-contacts': grants(ALL, OFFICE),
  'customer-pricings': grants(OFFICE, MONEY),
  'customer-filters': grants(ALL, ALL),
  'audit-entries': grants(OFFICE, []),
  users: grants(ADMIN, ADMIN),
  'fleet-summary': grants(ALL, []),
  // Jobs: viewers read the board (the planner hides drivers and prices from them), finance reads.
  jobs: grants(ALL, DISPATCH),
  'job-operations': grants(OFFICE, DISPATCH),
  'jobs-report': grants(OFFICE, []),
  // Trips combine jobs for one truck and day: dispatch plans them, the office reads them.
  trips: grants(OFFICE, DISPATCH),
  destinations: grants(ALL, DISPATCH),
  events: grants(ALL, DISPATCH),
  // Schedules make jobs on their own: dispatch writes them, the office reads them.
  'recurring-schedules': grants(OFFICE, DISPATCH),
  // Invoices are money: admins and finance only; dispatchers and viewers read none.
  invoices: grants(MONEY, MONEY),
  // Each user's own calendar feed address (GET/POST/DELETE /api/calendar-feed): only ever their own.
  'calendar-feeds': grants(ALL, ALL),
  // The SMS outbox is the system's: admins read it, nobody writes it through the API.
  'sms-messages': grants(ADMIN, []),
  // Performance and pay are money: admins and finance only; dispatchers and viewers see no pay.
  'trucks-performance': grants(MONEY, []),
  'customers-performance': grants(MONEY, []),
  'pay-rules': grants(MONEY, MONEY),
  'driver-salaries': grants(MONEY, MONEY),
  'driver-payments': grants(MONEY, MONEY),
  // The driver's road app: a driver reads only their own run and reports on their own jobs (the
  // routes check ownership); the office reads what drivers reported on the job. Drivers have no
  // other grant, so every back-office route refuses them.
  'driver-run': grants(DRIVER, NOBODY),
  'stop-events': grants(OFFICE, DRIVER, NOBODY),
  proofs: grants(OFFICE, DRIVER, NOBODY),
  problems: grants(OFFICE, DRIVER, NOBODY),
  'driver-odometer': grants(NOBODY, DRIVER, NOBODY),
  // The trucks a driver may choose for the day (name and plate only); the office has /api/trucks.
  'driver-trucks': grants(DRIVER, NOBODY),
  // The ETA a driver's phone tells for their own job (PATCH /api/jobs/eta); dispatch types one in.
  'job-etas': grants(NOBODY, [...DISPATCH, 'driver'], NOBODY),
  // Giving a driver the app: a single-use sign-in link by SMS (POST /api/drivers/:id/sign-in-link).
  'driver-sign-in-links': grants(NOBODY, DISPATCH, NOBODY),
  // The consignment note (GET /api/jobs/:id/cmr): the office prints it, a driver carries their own
  // job's (the route checks ownership); it is made from the job, never written.
  'consignment-notes': grants([...OFFICE, 'driver'], NOBODY, NOBODY),
  // A job's tracking link for its customer (POST /api/jobs/:id/tracking-link): the office hands it out
  // (deleting one, revoking a leaked link, would be the office's too).
  'tracking-links': grants(NOBODY, OFFICE),
  // The e-mail outbox likewise (invoices and reminders sent to customers).
  'email-messages': grants(ADMIN, []),
  // What each invoice export (CSV, SIE, Fortnox) took: finance and admins read it; only the
  // export routes (an update of invoices) write it.
  'invoice-exports': grants(MONEY, []),
  // What a customer and their contacts are told of their jobs: the office edits it, everyone reads it.
  'customer-notifications': grants(ALL, OFFICE),
  // The messages sent to a customer about a job (GET /api/jobs/:id/messages): the office reads them.
  'job-messages': grants(OFFICE, []),
} as const satisfies Record<string, Grants>;

export type Resource = keyof typeof PERMISSIONS;

export const isResource = (value: string): value is Resource => Object.hasOwn(PERMISSIONS, value);

/** Whether a user of this type may perform the action on the resource. Unknown types may do nothing. */
export const can = (type: UserType | undefined | null, resource: Resource, action: Action): boolean =>
  type != null && (PERMISSIONS[resource][action] as readonly UserType[]).includes(type);

/** The user types allowed an action, for page guards (`allowedTypes` of a protected page). */
export const allowedTypes = (resource: Resource, action: Action): readonly UserType[] => PERMISSIONS[resource][action];

/** What a user reads where the matrix refuses them a screen, in the shell's chrome and in every area alike. */
export const FORBIDDEN_TITLE = '403 Unauthorized';
export const FORBIDDEN_MESSAGE = 'Your user type cannot use this screen.';
