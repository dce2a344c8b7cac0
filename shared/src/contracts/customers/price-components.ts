/** The spec's pricing "columns": what a job can be charged for. */
export const PRICE_COMPONENTS = ['hour', 'km', 'fixed', 'start_fee', 'stop', 'waiting_time', 'zone_to_zone'] as const;
export type PriceComponent = (typeof PRICE_COMPONENTS)[number];

/**
 * Each component's name in English: on the office's screens and, the same words, on an English
 * invoice's lines (the invoice catalogue's `charges.component` reads them from here).
 */
export const PRICE_COMPONENT_LABELS: Record<PriceComponent, string> = {
  hour: 'Hours',
  km: 'Distance',
  fixed: 'Fixed price',
  start_fee: 'Start fee',
  stop: 'Stops',
  waiting_time: 'Waiting time',
  zone_to_zone: 'Route price',
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
 * A unit as an invoice line stores it: counted things are "st" (the invoice catalogue's `units` word
 * it in the reader's language). A component's words on a line are in that catalogue's `charges`.
 */
export const invoiceUnit = (unit: string): string => (unit === 'job' || unit === 'stop' ? 'st' : unit);
