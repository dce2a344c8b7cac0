import {
  ADR_CLASSES,
  CONFIRMATION_STATUSES,
  CURRENCIES,
  JOB_KINDS,
  JOB_STATUSES,
  OPERATION_TYPES,
  PACKING_GROUPS,
  STOP_TYPES,
  type UserType,
  VEHICLE_CLASSES,
  VOLUME_DECIMALS,
} from '@haulage/shared/contracts';
import { type ContentType, registerContentType } from '../../content';

// Money is for the office: viewers read the board, not the prices (ADR 10 hides it in the planner).
const OFFICE: readonly UserType[] = ['admin', 'dispatcher', 'finance'];
const stamp = { type: 'datetime', readOnly: true } as const;

export const destinationsType = registerContentType({
  uid: 'destinations',
  table: 'destinations',
  attributes: {
    name: { type: 'string' },
    address: { type: 'string' },
    postcode: { type: 'string' },
    city: { type: 'string' },
    country: { type: 'string', default: 'SE' },
    latitude: { type: 'float' },
    longitude: { type: 'float' },
    area: { type: 'relation', relation: 'manyToOne', target: 'areas', column: 'area_id' },
    openingHours: { type: 'string' },
    notes: { type: 'text' },
  },
  search: ['name', 'address', 'postcode', 'city', 'area.name'],
} satisfies ContentType);

export const jobsType = registerContentType({
  uid: 'jobs',
  singularName: 'job',
  table: 'jobs',
  attributes: {
    jobNumber: { type: 'integer', readOnly: true, label: 'job number' },
    kind: { type: 'enumeration', enum: JOB_KINDS, default: 'job' },
    status: { type: 'enumeration', enum: JOB_STATUSES, default: 'open' },
    customer: { type: 'relation', relation: 'manyToOne', target: 'customers', column: 'customer_id' },
    contact: { type: 'relation', relation: 'manyToOne', target: 'customer-contacts', column: 'contact_id' },
    customerReference: { type: 'string' },
    stops: { type: 'relation', relation: 'oneToMany', target: 'job-stops', mappedBy: 'job' },
    goodsDescription: { type: 'text' },
    weightKg: { type: 'float' },
    pallets: { type: 'integer' },
    adr: { type: 'boolean', default: false },
    // The consignment note's goods boxes and ADR details (ADR 0043).
    goodsMarks: { type: 'string' },
    packageCount: { type: 'integer' },
    packaging: { type: 'string' },
    volumeM3: { type: 'float', column: 'volume_litres', decimals: VOLUME_DECIMALS },
    unNumber: { type: 'string' },
    adrClass: { type: 'enumeration', enum: ADR_CLASSES },
    packingGroup: { type: 'enumeration', enum: PACKING_GROUPS },
    vehicleClass: { type: 'enumeration', enum: VEHICLE_CLASSES, default: 'truck' },
    truck: { type: 'relation', relation: 'manyToOne', target: 'trucks', column: 'truck_id' },
    driver: { type: 'relation', relation: 'manyToOne', target: 'drivers', column: 'driver_id' },
    trailers: {
      type: 'relation',
      relation: 'manyToMany',
      target: 'trailers',
      joinTable: { table: 'jobs_trailers', column: 'job_id', inverseColumn: 'trailer_id' },
    },
    plannedDate: { type: 'date' },
    // Set when the job is combined into a trip (trips/), cleared when the trip is split.
    trip: { type: 'relation', relation: 'manyToOne', target: 'trips', column: 'trip_id' },
    kmPlanned: { type: 'float' },
    kmActual: { type: 'float' },
    hoursActual: { type: 'float' },
    // Set when the driver app completed the job with the route estimate (no odometer readings
    // that day); cleared when the office corrects kmActual, which is then its figure.
    kmActualEstimated: { type: 'boolean', default: false, readOnly: true },
    eta: { type: 'datetime' },
    // Set with the ETA by PATCH /api/jobs/eta: who told it.
    etaSource: { type: 'string', readOnly: true },
    // Snapshotted from the customer's agreement by the server (job-rating), never from a body.
    priceTotal: { type: 'integer', readOnly: true, readableBy: OFFICE },
    currency: { type: 'enumeration', enum: CURRENCIES, readOnly: true },
    charges: { type: 'json', readOnly: true, readableBy: OFFICE },
    notesInternal: { type: 'text' },
    notesDriver: { type: 'text' },
    confirmationStatus: { type: 'enumeration', enum: CONFIRMATION_STATUSES, default: 'not_sent', readOnly: true },
    cancelReason: { type: 'string' },
    dispatchedAt: stamp,
    startedAt: stamp,
    completedAt: stamp,
    cancelledAt: stamp,
    statusHistory: { type: 'relation', relation: 'oneToMany', target: 'job-status-history', mappedBy: 'job' },
    operations: { type: 'relation', relation: 'oneToMany', target: 'job-operations', mappedBy: 'job' },
    // The spec's recurringId: set by a schedule's materialiser on the jobs it makes, never by a body.
    recurringSchedule: {
      type: 'relation',
      relation: 'manyToOne',
      target: 'recurring-schedules',
      column: 'recurring_schedule_id',
      readOnly: true,
    },
    occurrenceDate: { type: 'date', readOnly: true },
  },
  aliases: { job_number: 'jobNumber' },
  // One hop: a stop carries its place's name and city (`place`), so a job is found by where it goes.
  // The UN number and the marks are how a dangerous or marked consignment is asked after.
  search: ['jobNumber', 'customerReference', 'goodsDescription', 'goodsMarks', 'unNumber', 'customer.companyName', 'stops.place'],
} satisfies ContentType);

/** Written with their job, in its transaction (job-writer); read through `populate=stops`. */
export const jobStopsType = registerContentType({
  uid: 'job-stops',
  resource: 'jobs',
  table: 'job_stops',
  attributes: {
    job: { type: 'relation', relation: 'manyToOne', target: 'jobs', column: 'job_id' },
    sequence: { type: 'integer' },
    type: { type: 'enumeration', enum: STOP_TYPES },
    destination: { type: 'relation', relation: 'manyToOne', target: 'destinations', column: 'destination_id' },
    place: { type: 'string', readOnly: true },
    plannedFrom: { type: 'datetime' },
    plannedTo: { type: 'datetime' },
    arrivedAt: { type: 'datetime' },
    departedAt: { type: 'datetime' },
  },
} satisfies ContentType);

/** Who moved a job, from what to what, when and why: written by the status machine's command. */
export const jobStatusHistoryType = registerContentType({
  uid: 'job-status-history',
  resource: 'jobs',
  table: 'job_status_history',
  attributes: {
    job: { type: 'relation', relation: 'manyToOne', target: 'jobs', column: 'job_id' },
    fromStatus: { type: 'string' },
    toStatus: { type: 'string' },
    reason: { type: 'string' },
    userId: { type: 'integer', readableBy: OFFICE },
    userName: { type: 'string', readableBy: OFFICE },
    at: { type: 'datetime' },
  },
} satisfies ContentType);

export const jobOperationsType = registerContentType({
  uid: 'job-operations',
  table: 'job_operations',
  attributes: {
    job: { type: 'relation', relation: 'manyToOne', target: 'jobs', column: 'job_id' },
    type: { type: 'enumeration', enum: OPERATION_TYPES },
    description: { type: 'string' },
    quantity: { type: 'float' },
    unit: { type: 'string', readOnly: true },
    unitPrice: { type: 'integer', readOnly: true },
    amount: { type: 'integer' },
    source: { type: 'string', readOnly: true },
    wording: { type: 'json', readOnly: true },
  },
} satisfies ContentType);

/** A user's own calendar entries; GET /api/events merges them with jobs and dates falling due. */
export const userEventsType = registerContentType({
  uid: 'user-events',
  resource: 'events',
  table: 'user_events',
  attributes: {
    title: { type: 'string' },
    description: { type: 'text' },
    startsAt: { type: 'datetime' },
    endsAt: { type: 'datetime' },
    allDay: { type: 'boolean', default: false },
    ownerId: { type: 'integer', private: true },
  },
} satisfies ContentType);
