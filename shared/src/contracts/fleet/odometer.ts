import type { Entry } from '../strapi';
import type { Truck } from './truck';

export const ODOMETER_SOURCES = ['manual', 'job', 'service', 'gps'] as const;

/** A reading in the truck's odometer history. A reading below the previous one is kept but flagged. */
export interface OdometerReading extends Entry {
  valueKm: number;
  readAt: string;
  source: (typeof ODOMETER_SOURCES)[number];
  isBreaking: boolean;
  truck?: Truck | null;
}
