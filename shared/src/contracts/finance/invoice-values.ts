// The invoice's fixed value lists, apart from the schemas so a badge or a filter needs no validation library.

/**
 * The §B4 machine. `overdue` is not a status: it is derived (due date passed, not paid) and
 * answered as the `overdue` flag. A fully credited invoice becomes `credited`.
 */
export const INVOICE_STATUSES = ['draft', 'issued', 'sent', 'partially_paid', 'paid', 'credited'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  draft: 'Draft',
  issued: 'Issued',
  sent: 'Sent',
  partially_paid: 'Partially paid',
  paid: 'Paid',
  credited: 'Credited',
};

/** A credit note is an invoice of its own, in the credit series, referencing the original. */
export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** Swedish VAT rates in percent. */
export const VAT_RATES = [25, 12, 6, 0] as const;
export type VatRate = (typeof VAT_RATES)[number];

/** Printed on every reverse-charge invoice (ML 17 kap. 24 §; ESV list item 13). */
export const REVERSE_CHARGE_TEXT = 'Omvänd betalningsskyldighet';
/** Printed on export invoices (0 %, outside the EU). */
export const EXPORT_TEXT = 'Export, momsfri försäljning (ML 10 kap.)';

export const EXPORT_STATUSES = ['not_exported', 'exported', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** How many jobs one `POST /api/customers/invoices` run turns into drafts before it answers. */
export const INVOICE_RUN_BATCH = 500;
/** The most jobs one bulk `ready_to_invoice` move takes. */
export const READY_TO_INVOICE_MAX = 200;
