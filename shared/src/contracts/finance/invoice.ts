import { z } from 'zod';
import type { ChargeWording } from '../customers/charge-wording';
import type { Currency, VatType } from '../customers/customer-values';
import { isoDate, optionalText, relationRef, wholeNumber } from '../fields';
import type { Language } from '../languages';
import type { Entry } from '../strapi';
import { type ExportStatus, type InvoiceKind, type InvoiceStatus, READY_TO_INVOICE_MAX, VAT_RATES, type VatRate } from './invoice-values';

/** Every amount is an integer in the currency's minor unit (öre for SEK), as `price_total` on jobs. */
export type Minor = number;

/** The buyer as it was when the invoice was created (frozen at issue), never re-read from the customer. */
export interface CustomerSnapshot {
  name: string;
  organizationNumber: string | null;
  address: string | null;
  vatNumber: string | null;
  countryCode: string;
  vatType: VatType;
  invoiceEmail: string | null;
  /** Set at issue when the customer wants each job's documents with the invoice (absent: no). */
  documentsWithInvoices?: boolean;
  /**
   * The customer's language at issue: the PDF is printed in it, and its e-mails and reminders
   * follow it (absent: Swedish, as every invoice issued before languages was printed).
   */
  language?: Language;
}

/** The seller, from configuration, frozen onto the invoice at issue. */
export interface SellerSnapshot {
  name: string;
  organizationNumber: string;
  vatNumber: string;
  address: string;
  bankgiro: string | null;
  iban: string | null;
  bic: string | null;
  /** Registered for F-skatt: the invoice says "Godkänd för F-skatt". */
  fSkatt: boolean;
  email: string | null;
  phone: string | null;
}

/** A line as `populate=lines` answers it. */
export interface InvoiceLine {
  id: number;
  documentId: string;
  position: number;
  jobNumber: number | null;
  /** The job's date (planned date, else completion date). */
  date: string | null;
  customerReference: string | null;
  /** "Göteborg – Stockholm": the first stop's city and the last one's. */
  route: string | null;
  /** The line's text in Swedish, as the office, CSV, SIE and Fortnox read it. */
  description: string;
  /**
   * What a priced line's text says, as data: the PDF prints it in the invoice's language
   * (`describeCharge`). Null on a line written by hand or before lines kept it: it prints its description.
   */
  wording?: ChargeWording | null;
  quantity: number;
  unit: string;
  unitPrice: Minor;
  vatRate: VatRate;
  /** Why this line's VAT differs from the customer's VAT type (required when it does). */
  vatReason: string | null;
  /** Net amount: quantity × unit price, rounded to whole öre (negative on a credit note). */
  amount: Minor;
  /** With `populate[lines][populate]=job`: the job the line invoices (null for a credit line). */
  job?: InvoiceJobRef | null;
  /** With `populate[lines][populate]=creditedLine`: the original line a credit line credits. */
  creditedLine?: { id: number; documentId: string } | null;
}

/** A line of a preview or run answer (nothing is stored yet, so no ids of its own). */
export type InvoicePreviewLine = Omit<InvoiceLine, 'id' | 'documentId' | 'job' | 'creditedLine'> & { jobId: number | null };

export interface VatBreakdown {
  rate: VatRate;
  base: Minor;
  vat: Minor;
}

/** A payment as `populate=payments` answers it. */
export interface Payment {
  id: number;
  documentId: string;
  amount: Minor;
  paidOn: string;
  reference: string | null;
  /** Who recorded it (a user id). */
  userId: number | null;
  createdAt: string;
}

export interface InvoiceJobRef {
  id: number;
  documentId: string;
  jobNumber: number;
}

export interface Invoice extends Entry {
  kind: InvoiceKind;
  status: InvoiceStatus;
  /** Derived: due date passed and a balance left. */
  overdue: boolean;
  /** "F2026-00017": series prefix, fiscal year, sequence. Null on a draft. */
  number: string | null;
  series: string | null;
  sequence: number | null;
  fiscalYear: number | null;
  invoiceDate: string;
  dueDate: string;
  deliveryFrom: string;
  deliveryTo: string;
  currency: Currency;
  subtotal: Minor;
  vatTotal: Minor;
  total: Minor;
  /** What credit notes took off (positive). */
  creditedTotal: Minor;
  paidTotal: Minor;
  /** Derived: total − creditedTotal − paidTotal (below 0 when a paid invoice was credited). */
  balance: Minor;
  vatBreakdown: VatBreakdown[];
  reverseCharge: boolean;
  /** Legal text printed on the invoice ("Omvänd betalningsskyldighet", export text), else null. */
  legalText: string | null;
  customerSnapshot: CustomerSnapshot;
  sellerSnapshot: SellerSnapshot | null;
  notes: string | null;
  issuedAt: string | null;
  sentAt: string | null;
  sentTo: string | null;
  exportStatus: ExportStatus;
  exportedAt: string | null;
  fortnoxDocumentNumber: string | null;
  customer?: { id: number; documentId: string; companyName: string } | null;
  /** With `populate=creditedInvoice`: a credit note's original. */
  creditedInvoice?: Pick<Invoice, 'id' | 'documentId' | 'number'> | null;
  lines?: InvoiceLine[];
  jobs?: InvoiceJobRef[];
  payments?: Payment[];
}

export const vatRateSchema = z.union(
  VAT_RATES.map((rate) => z.literal(rate)),
  { error: `VAT rate must be one of: ${VAT_RATES.join(', ')}` },
) as unknown as z.ZodType<VatRate>;

const period = {
  from: isoDate('From'),
  to: isoDate('To'),
};

/** POST /api/customers/invoices and …/preview: the period's `ready_to_invoice` jobs into drafts. */
export const invoiceRunSchema = z
  .object({
    ...period,
    /** Customers by documentId or id; all customers when absent. */
    customers: z.array(relationRef).max(1000, 'At most 1000 customers at a time').optional(),
    /**
     * One draft per job for every customer. Absent or false: each customer as it prefers
     * (`invoicePerJob` on the customer; one draft per customer and period otherwise).
     */
    perJob: z.boolean({ error: 'Per job must be true or false' }).optional(),
  })
  .refine((run) => run.to >= run.from, { message: 'To cannot be before from', path: ['to'] })
  .refine((run) => Date.parse(run.to) - Date.parse(run.from) <= 366 * 86_400_000, {
    message: 'A run covers at most one year',
    path: ['to'],
  });
export type InvoiceRunInput = z.input<typeof invoiceRunSchema>;

/** One draft a run would create (preview) or created (run). */
export interface InvoicePreviewDraft {
  customer: { id: number; documentId: string; companyName: string };
  /** One job's draft: the customer wants an invoice per job, or the run asked it for everyone. */
  perJob: boolean;
  currency: Currency;
  jobs: InvoiceJobRef[];
  /** Empty in a run's answer (read the draft with `populate=lines`). */
  lines: InvoicePreviewLine[];
  vatBreakdown: VatBreakdown[];
  subtotal: Minor;
  vatTotal: Minor;
  total: Minor;
  reverseCharge: boolean;
  legalText: string | null;
  /** The created draft (run only). */
  invoice?: { id: number; documentId: string };
}

/** How far a run has come: a run answers after a batch; call again until `complete`. */
export interface InvoiceRunProgress {
  /** Jobs turned into drafts by this call. */
  jobsDone: number;
  draftsCreated: number;
  /** `ready_to_invoice` jobs of the period and customers not yet on a draft. */
  jobsRemaining: number;
  complete: boolean;
}

/** POST /api/customers/invoices/preview answer: `{data: InvoicePreviewDraft[], meta: {…}}`. */
export interface InvoicePreviewMeta {
  jobs: number;
  drafts: number;
  totals: { currency: Currency; subtotal: Minor; vatTotal: Minor; total: Minor }[];
}

/** PUT /api/customers/invoices/:documentId (drafts only). */
export const invoiceUpdateSchema = z
  .object({
    invoiceDate: isoDate('Invoice date'),
    notes: optionalText('Notes', 1000),
    /** Per-line VAT override: a rate other than the customer's VAT type needs a reason. */
    lines: z
      .array(
        z.object({
          id: z.int().positive(),
          vatRate: vatRateSchema,
          vatReason: optionalText('VAT reason', 200),
        }),
      )
      .max(2000)
      .optional(),
  })
  .partial();
export type InvoiceUpdateInput = z.input<typeof invoiceUpdateSchema>;

/** POST /api/customers/invoices/:documentId/credit: all lines when `lines` is absent. */
export const invoiceCreditSchema = z.object({
  lines: z
    .array(
      z.object({
        line: z.int().positive(),
        /** Part of the line's quantity; the whole line when absent. Two decimals, as a line prints and Fortnox keeps it. */
        quantity: z
          .number()
          .positive('Quantity must be more than 0')
          .max(1_000_000)
          .refine((quantity) => Math.abs(Math.round(quantity * 100) - quantity * 100) < 1e-6, 'Quantity has at most two decimals')
          .optional(),
      }),
    )
    .min(1, 'Choose at least one line')
    .max(2000)
    .optional(),
  reason: optionalText('Reason', 500),
});
export type InvoiceCreditInput = z.input<typeof invoiceCreditSchema>;

/** POST /api/customers/invoices/:documentId/payments */
export const invoicePaymentSchema = z.object({
  amount: wholeNumber('Amount', 1, 100_000_000_000),
  paidOn: isoDate('Paid on'),
  reference: optionalText('Reference', 100),
});
export type InvoicePaymentInput = z.input<typeof invoicePaymentSchema>;

/** POST /api/jobs/ready-to-invoice: the price of these completed jobs is checked. */
export const readyToInvoiceSchema = z.object({
  jobs: z.array(relationRef).min(1, 'Choose at least one job').max(READY_TO_INVOICE_MAX, `At most ${READY_TO_INVOICE_MAX} jobs at a time`),
});
