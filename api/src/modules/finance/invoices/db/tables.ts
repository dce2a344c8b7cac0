import type { ColumnType, Generated } from 'kysely';
import type { BigNumber, EntryColumns, FlagWithDefault } from '../../../../db/database';

/** The invoices part of the finance module (migrations.ts builds them). JSON columns hold text. */
export interface InvoiceSeriesTable {
  kind: string;
  fiscal_year: number;
  prefix: string;
  next_number: number;
}

export interface InvoiceTable extends EntryColumns {
  kind: Generated<string>;
  status: Generated<string>;
  number: string | null;
  series: string | null;
  sequence: number | null;
  fiscal_year: number | null;
  customer_id: number;
  customer_snapshot: string;
  seller_snapshot: string | null;
  invoice_date: string;
  due_date: string;
  delivery_from: string;
  delivery_to: string;
  currency: string;
  subtotal: BigNumber;
  vat_total: BigNumber;
  total: BigNumber;
  paid_total: ColumnType<number, number | bigint | undefined, number | bigint>;
  credited_total: ColumnType<number, number | bigint | undefined, number | bigint>;
  vat_breakdown: string;
  reverse_charge: FlagWithDefault;
  legal_text: string | null;
  notes: string | null;
  issued_at: string | null;
  sent_at: string | null;
  sent_to: string | null;
  export_status: Generated<string>;
  exported_at: string | null;
  fortnox_document_number: string | null;
  credited_invoice_id: number | null;
}

export interface InvoiceLineTable extends EntryColumns {
  invoice_id: number;
  position: number;
  job_id: number | null;
  job_number: number | null;
  date: string | null;
  customer_reference: string | null;
  route: string | null;
  description: string;
  /** `ChargeWording` as JSON; null on a line from before or written by hand. */
  wording: string | null;
  quantity: number;
  unit: string;
  unit_price: BigNumber;
  vat_rate: number;
  vat_reason: string | null;
  amount: BigNumber;
  credited_line_id: number | null;
}

export interface InvoiceJobTable {
  invoice_id: number;
  job_id: number;
}

export interface InvoicePaymentTable extends EntryColumns {
  invoice_id: number;
  amount: BigNumber;
  paid_on: string;
  reference: string | null;
  user_id: number | null;
}

export interface InvoicePdfTable {
  invoice_id: number;
  bytes: Buffer;
  sha256: string;
  created_at: string;
}

declare module '../../../../db/database' {
  interface Database {
    invoice_series: InvoiceSeriesTable;
    invoices: InvoiceTable;
    invoice_lines: InvoiceLineTable;
    invoices_jobs: InvoiceJobTable;
    invoice_payments: InvoicePaymentTable;
    invoice_pdfs: InvoicePdfTable;
  }
}
