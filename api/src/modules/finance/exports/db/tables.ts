import type { EntryColumns } from '../../../../db/database';

/** One export (CSV, SIE or Fortnox) of a period: what it took, who asked, how it went. */
export interface InvoiceExportTable extends EntryColumns {
  kind: string;
  period_from: string;
  period_to: string;
  /** JSON array of the invoice ids the export carried. */
  invoice_ids: string;
  invoice_count: number;
  skipped_count: number;
  reexport: number;
  result: string;
  message: string | null;
  file_name: string | null;
  user_id: number | null;
}

/**
 * Which invoice went out in which kind of export: one row per (kind, invoice), unique, so an
 * invoice is exported once per kind even when two exports of a period run at once.
 */
export interface InvoiceExportItemTable {
  kind: string;
  invoice_id: number;
  export_id: number;
  created_at: string;
}

declare module '../../../../db/database' {
  interface Database {
    invoice_exports: InvoiceExportTable;
    invoice_export_items: InvoiceExportItemTable;
  }
}
