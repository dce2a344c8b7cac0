import { z } from 'zod';
import { enumOf, optionalDate, optionalText, relationRef, requiredText, wholeNumber } from '../fields';
import type { Entry } from '../strapi';
import type { Truck } from './truck';

export const TYRE_AXLES = ['front', 'back'] as const;
export const TYRE_SEASONS = ['winter', 'summer'] as const;
export const TYRE_SET_STATUSES = ['mounted', 'stored', 'retired'] as const;
export type TyreAxle = (typeof TYRE_AXLES)[number];
export type TyreSeason = (typeof TYRE_SEASONS)[number];
export type TyreSetStatus = (typeof TYRE_SET_STATUSES)[number];

/** Heavy vehicles need at least 5 mm tread on winter tyres in winter road conditions (Sweden). */
export const WINTER_MIN_TREAD_MM = 5;

/**
 * One set of tyres for one axle group and season. Mileage is never typed in: it is the km driven
 * while mounted, from the odometer at mount and unmount.
 */
export const tyreSetInputSchema = z.object({
  truck: relationRef,
  axle: enumOf('Axle', TYRE_AXLES),
  season: enumOf('Season', TYRE_SEASONS),
  brand: requiredText('the tyre brand', 60),
  model: optionalText('Model', 60),
  size: requiredText('the tyre size', 30),
  treadDepthMm: z.number({ error: 'Tread depth must be a number' }).min(0).max(30).nullish(),
  status: enumOf('Status', TYRE_SET_STATUSES).default('stored'),
  dotDate: optionalDate('DOT date'),
  note: optionalText('Note', 500),
  accumulatedKm: wholeNumber('Accumulated km', 0).default(0),
});
export type TyreSetInput = z.input<typeof tyreSetInputSchema>;
export const tyreSetUpdateSchema = tyreSetInputSchema.partial();

export interface TyreSet extends Entry {
  axle: TyreAxle;
  season: TyreSeason;
  brand: string;
  model: string | null;
  size: string;
  treadDepthMm: number | null;
  status: TyreSetStatus;
  dotDate: string | null;
  note: string | null;
  mountedAt: string | null;
  mountedOdometer: number | null;
  accumulatedKm: number;
  /** accumulatedKm plus the km driven since mounting, when mounted. */
  mileageKm: number;
  truck?: Truck | null;
}

/** The spec's flat tyre shape on a truck: a description and mileage per axle and season. */
export interface TyreSummary {
  frontWinterTyres: string | null;
  mileageFrontWinterTyres: number | null;
  backWinterTyres: string | null;
  mileageBackWinterTyres: number | null;
  frontSummerTyres: string | null;
  mileageFrontSummerTyres: number | null;
  backSummerTyres: string | null;
  mileageBackSummerTyres: number | null;
}
