import { componentWordingSchema, CURRENCIES, PRICE_COMPONENTS, priceLineSchema, type RatingResult } from '@haulage/shared/contracts';
import { z } from 'zod';

// What the pricing routes answer as `data` (documentation: the OpenAPI document is made from these).

const modelLine = z.looseObject({ component: z.enum(PRICE_COMPONENTS), unitPrice: z.number().int() });

/**
 * The generic price model: its lines and the spec's shape of them; once saved, the stored
 * agreement's header too (ids, validity, status, note, timestamps).
 */
export const priceModelAnswerSchema = z.looseObject({
  name: z.string(),
  currency: z.enum(CURRENCIES),
  lines: z.array(priceLineSchema),
  columns: z.array(z.enum(PRICE_COMPONENTS)),
  truckModel: z.array(modelLine),
  vanModel: z.array(modelLine),
});

const chargeLine = z.object({
  component: z.enum(PRICE_COMPONENTS),
  description: z.string(),
  wording: componentWordingSchema,
  quantity: z.number(),
  unit: z.string(),
  unitPrice: z.number().int(),
  amount: z.number().int(),
  minimumCharge: z.literal(true).optional(),
  source: z.enum(['agreement', 'generic']),
});

/** A job's price under a customer's agreement (öre), and the agreement it came from. */
export const ratingAnswerSchema = z.object({
  lines: z.array(chargeLine),
  total: z.number().int(),
  currency: z.string(),
  basis: z.object({
    fromArea: z.string().nullable(),
    toArea: z.string().nullable(),
    lane: z.object({ fromArea: z.string(), toArea: z.string() }).nullable(),
  }),
  agreement: z.object({ documentId: z.string(), name: z.string() }).nullable(),
}) satisfies z.ZodType<RatingResult & { agreement: { documentId: string; name: string } | null }>;
