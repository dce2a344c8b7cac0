import { z } from 'zod';
import { enumOf, isoDate, optionalDate, optionalText, relationRef, requiredText } from '../fields';
import type { Entry } from '../strapi';
import { isSwedishPlate, normalisePlate } from '../validators/swedish-fleet';
import type { Truck } from './truck';

export const TRAILER_TYPES = ['semi_trailer', 'trailer', 'dolly'] as const;
export const TRAILER_BODY_TYPES = ['curtainsider', 'box', 'flatbed', 'tipper', 'refrigerated', 'tank', 'container_chassis'] as const;
export const TRAILER_STATUSES = ['available', 'in_workshop', 'out_of_service', 'sold'] as const;
export type TrailerStatus = (typeof TRAILER_STATUSES)[number];

export const trailerInputSchema = z.object({
  trailerName: requiredText('the trailer name', 80),
  plateNumber: z
    .string({ error: 'Please enter the plate number' })
    .transform(normalisePlate)
    .refine(isSwedishPlate, 'Plate number must be a Swedish plate such as ABC123 or ABC12D'),
  vin: optionalText('VIN', 17),
  trailerType: enumOf('Trailer type', TRAILER_TYPES),
  bodyType: enumOf('Body type', TRAILER_BODY_TYPES),
  trailerStatus: enumOf('Trailer status', TRAILER_STATUSES).default('available'),
  inspectionDate: optionalDate('Inspection date'),
  notes: optionalText('Notes'),
});
export type TrailerInput = z.input<typeof trailerInputSchema>;
export const trailerUpdateSchema = trailerInputSchema.partial();

export interface Trailer extends Entry {
  trailerName: string;
  plateNumber: string;
  vin: string | null;
  trailerType: (typeof TRAILER_TYPES)[number];
  bodyType: (typeof TRAILER_BODY_TYPES)[number];
  trailerStatus: TrailerStatus;
  inspectionDate: string | null;
  notes: string | null;
  links?: TrailerLink[];
}

/**
 * A time-bounded coupling of a trailer to a truck. `linkedTo` null means the link is open; a
 * trailer has at most one open link, so history and job-time couplings stay right.
 */
export const trailerLinkInputSchema = z.object({
  truck: relationRef,
  trailer: relationRef,
  linkedFrom: z.iso.datetime({ offset: true, error: 'Linked from must be a date and time' }),
  linkedTo: z.iso.datetime({ offset: true, error: 'Linked to must be a date and time' }).nullish(),
  note: optionalText('Note', 500),
});
export type TrailerLinkInput = z.input<typeof trailerLinkInputSchema>;
export const trailerLinkUpdateSchema = trailerLinkInputSchema.partial();

export interface TrailerLink extends Entry {
  linkedFrom: string;
  linkedTo: string | null;
  note: string | null;
  truck?: Truck | null;
  trailer?: Trailer | null;
}

export { isoDate };
