import { z } from 'zod';
import { optionalText, relationRef, requiredText } from '../fields';

const coordinate = (label: string, limit: number) =>
  z
    .number({ error: `${label} must be a number` })
    .min(-limit, `${label} is out of range`)
    .max(limit, `${label} is out of range`)
    .nullish();

/** POST /api/destinations: the address is geocoded on create unless coordinates are given. */
export const destinationInputSchema = z.object({
  name: requiredText('the name', 120),
  address: optionalText('Address', 200),
  postcode: z
    .string()
    .trim()
    .regex(/^\d{3}\s?\d{2}$/, 'Postcode must be five digits (e.g. 411 05)')
    .nullish(),
  city: optionalText('City', 80),
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, 'Country must be a two-letter code (e.g. SE)')
    .default('SE'),
  latitude: coordinate('Latitude', 90),
  longitude: coordinate('Longitude', 180),
  area: relationRef.nullish(),
  openingHours: optionalText('Opening hours', 200),
  notes: optionalText('Notes'),
});
export type DestinationInput = z.input<typeof destinationInputSchema>;

export const destinationUpdateSchema = destinationInputSchema.partial();

/** The spec's exact message for an address that cannot be found. */
export const INVALID_ADDRESS_MESSAGE = 'Invalid address! Please check the address and try again';
