import { chargeWordingSchema, CURRENCIES, type InvoicePreviewDraft, VAT_RATES } from '@haulage/shared/contracts';
import { z } from 'zod';

// What an invoicing run and its preview answer as `data` (documentation: the OpenAPI document is made from these).

const minor = z.number().int();
const vatRate = z.union(VAT_RATES.map((rate) => z.literal(rate)));

/** One draft a run would create (preview) or created (run, with `invoice` and no lines). */
export const invoiceDraftsAnswerSchema = z.array(
  z.object({
    customer: z.object({ id: z.number().int(), documentId: z.string(), companyName: z.string() }),
    perJob: z.boolean(),
    currency: z.enum(CURRENCIES),
    jobs: z.array(z.object({ id: z.number().int(), documentId: z.string(), jobNumber: z.number().int() })),
    lines: z.array(
      z.object({
        jobId: z.number().int().nullable(),
        position: z.number().int(),
        jobNumber: z.number().int().nullable(),
        date: z.string().nullable(),
        customerReference: z.string().nullable(),
        route: z.string().nullable(),
        description: z.string(),
        wording: chargeWordingSchema.nullable(),
        quantity: z.number(),
        unit: z.string(),
        unitPrice: minor,
        vatRate,
        vatReason: z.string().nullable(),
        amount: minor,
      }),
    ),
    vatBreakdown: z.array(z.object({ rate: vatRate, base: minor, vat: minor })),
    subtotal: minor,
    vatTotal: minor,
    total: minor,
    reverseCharge: z.boolean(),
    legalText: z.string().nullable(),
    invoice: z.object({ id: z.number().int(), documentId: z.string() }).optional(),
  }) satisfies z.ZodType<InvoicePreviewDraft>,
);

/** The jobs moved to `ready_to_invoice`. */
export const readyJobsAnswerSchema = z.array(
  z.object({ id: z.number().int(), documentId: z.string(), status: z.literal('ready_to_invoice') }),
);
