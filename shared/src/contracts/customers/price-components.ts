/** The spec's pricing "columns": what a job can be charged for. */
export const PRICE_COMPONENTS = ['hour', 'km', 'fixed', 'start_fee', 'stop', 'waiting_time', 'zone_to_zone'] as const;
export type PriceComponent = (typeof PRICE_COMPONENTS)[number];

export const PRICE_COMPONENT_LABELS: Record<PriceComponent, string> = {
  hour: 'Hours',
  km: 'Distance',
  fixed: 'Fixed price',
  start_fee: 'Start fee',
  stop: 'Stops',
  waiting_time: 'Waiting time',
  zone_to_zone: 'Zone price',
};

/** The unit each component's quantity, unit price, minimum and free quantity are counted in. */
export const PRICE_COMPONENT_UNITS: Record<PriceComponent, 'h' | 'km' | 'stop' | 'job'> = {
  hour: 'h',
  km: 'km',
  fixed: 'job',
  start_fee: 'job',
  stop: 'stop',
  waiting_time: 'h',
  zone_to_zone: 'job',
};

export const ROUNDINGS = ['none', 'per_started_15_min', 'per_started_hour', 'per_started_km', 'whole_km'] as const;
export type Rounding = (typeof ROUNDINGS)[number];

/**
 * A component as a line of a Swedish invoice names it: the job's charges carry these texts to the
 * invoice, its PDF, the CSV, SIE and Fortnox, and the job form's preview shows the same lines.
 */
export const PRICE_COMPONENT_INVOICE_LABELS: Record<PriceComponent, string> = {
  hour: 'Timmar',
  km: 'Körsträcka',
  fixed: 'Fast pris',
  start_fee: 'Startavgift',
  stop: 'Stopp',
  waiting_time: 'Väntetid',
  zone_to_zone: 'Sträckpris',
};

/** How a rounding rule reads on a Swedish invoice line. */
export const ROUNDING_INVOICE_TEXTS: Record<Exclude<Rounding, 'none'>, string> = {
  per_started_15_min: 'per påbörjad kvart',
  per_started_hour: 'per påbörjad timme',
  per_started_km: 'per påbörjad km',
  whole_km: 'hela km',
};

/** A unit as a Swedish invoice prints it: counted things are "st". */
export const invoiceUnit = (unit: string): string => (unit === 'job' || unit === 'stop' ? 'st' : unit);
