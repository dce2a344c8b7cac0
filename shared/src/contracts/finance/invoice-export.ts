/** The exports of invoices (API: finance/exports; ADR 22): what a record at /api/invoice-exports says. */
export const INVOICE_EXPORT_KINDS = ['csv', 'sie4', 'fortnox'] as const;
export type InvoiceExportKind = (typeof INVOICE_EXPORT_KINDS)[number];

export const INVOICE_EXPORT_RESULTS = ['ok', 'partial', 'failed'] as const;
export type InvoiceExportResult = (typeof INVOICE_EXPORT_RESULTS)[number];

export interface InvoiceExport {
  id: number;
  documentId: string;
  kind: InvoiceExportKind;
  periodFrom: string;
  periodTo: string;
  invoiceIds: number[];
  invoiceCount: number;
  /** Invoices of the period this kind of export had already carried. */
  skippedCount: number;
  reexport: boolean;
  result: InvoiceExportResult;
  /** What failed (Fortnox), per invoice number. */
  message: string | null;
  fileName: string | null;
  userId: number | null;
  createdAt: string;
}

/** The body of the export routes: `{data: ExportPeriodInput}`. */
export interface ExportPeriodInput {
  from: string;
  to: string;
  reexport?: boolean;
}
