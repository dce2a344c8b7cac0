import { CONFIRMATION_RECIPIENTS, CONFIRMATION_RESPONSES, type ConfirmationView } from '@haulage/shared/contracts';
import { z } from 'zod';

// What the confirmation routes answer (documentation: the OpenAPI document is made from these).

/** `data` of a sent confirmation; its `meta` holds the link once (`confirmationUrl`, `expiresAt`). */
export const confirmationSentSchema = z.object({
  job: z.string(),
  confirmationStatus: z.literal('sent'),
  recipient: z.object({ type: z.enum(CONFIRMATION_RECIPIENTS), name: z.string(), phone: z.string() }),
});

/** `data` of the public page: enough to recognise the job. */
export const confirmationViewSchema = z.object({
  company: z.string(),
  jobNumber: z.number().int(),
  plannedDate: z.string().nullable(),
  goodsDescription: z.string().nullable(),
  pallets: z.number().nullable(),
  weightKg: z.number().nullable(),
  stops: z.array(
    z.object({ type: z.string(), place: z.string().nullable(), plannedFrom: z.string().nullable(), plannedTo: z.string().nullable() }),
  ),
  state: z.enum(['open', ...CONFIRMATION_RESPONSES]),
  expiresAt: z.string(),
}) satisfies z.ZodType<ConfirmationView>;

/** An answered link's whole answer `{data: {confirmationStatus, respondedAt}}`. */
export const confirmationAnsweredSchema = z.object({
  data: z.object({ confirmationStatus: z.enum(CONFIRMATION_RESPONSES), respondedAt: z.string() }),
});

/** `data` of a told ETA. */
export const etaToldSchema = z.object({ job: z.string(), eta: z.string(), etaSource: z.string() });
