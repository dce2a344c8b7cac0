import { CONFIRMATION_RECIPIENTS, CONFIRMATION_RESPONSES } from '@haulage/shared/contracts';
import { z } from 'zod';

// What the confirmation routes answer (documentation: the OpenAPI document is made from these).

/** `data` of a sent confirmation; its `meta` holds the link once (`confirmationUrl`, `expiresAt`). */
export const confirmationSentSchema = z.object({
  job: z.string(),
  confirmationStatus: z.literal('sent'),
  recipient: z.object({ type: z.enum(CONFIRMATION_RECIPIENTS), name: z.string(), phone: z.string() }),
});

/** An answered link's whole answer `{data: {confirmationStatus, respondedAt}}`. */
export const confirmationAnsweredSchema = z.object({
  data: z.object({ confirmationStatus: z.enum(CONFIRMATION_RESPONSES), respondedAt: z.string() }),
});

/** `data` of a told ETA. */
export const etaToldSchema = z.object({ job: z.string(), eta: z.string(), etaSource: z.string() });
