import { createId } from '@paralleldrive/cuid2';
import {
  DEFAULT_LANGUAGE,
  type InvoiceKind,
  type InvoiceStatus,
  isLanguage,
  type Language,
  readChargeWording,
  type VatRate,
} from '@haulage/shared/contracts';
import type { Kysely, Updateable } from 'kysely';
import type { Dialect } from '../../../../content';
import type { Database } from '../../../../db/database';
import type { DraftLine, PlannedDraft } from '../model/draft-plan';
import type { InvoiceState } from '../model/invoice-state';

type Db = Kysely<Database>;

export interface NewInvoice extends Omit<PlannedDraft, 'customer' | 'jobs' | 'lines' | 'perJob'> {
  kind: InvoiceKind;
  customerId: number;
  jobIds: number[];
  lines: (DraftLine & { creditedLineId?: number | null })[];
  creditedInvoiceId?: number | null;
  notes?: string | null;
}

const CHUNK = 200;

/** Writes an invoice with its lines and jobs (a draft, or a credit note before it is numbered). */
export const insertInvoice = async (trx: Db, invoice: NewInvoice, now: string): Promise<{ id: number; documentId: string }> => {
  const documentId = createId();
  const stamps = { created_at: now, updated_at: now, published_at: now };
  const { id } = await trx
    .insertInto('invoices')
    .values({
      document_id: documentId,
      ...stamps,
      kind: invoice.kind,
      status: 'draft',
      customer_id: invoice.customerId,
      customer_snapshot: JSON.stringify(invoice.customerSnapshot),
      invoice_date: invoice.invoiceDate,
      due_date: invoice.dueDate,
      delivery_from: invoice.deliveryFrom,
      delivery_to: invoice.deliveryTo,
      currency: invoice.currency,
      subtotal: invoice.subtotal,
      vat_total: invoice.vatTotal,
      total: invoice.total,
      vat_breakdown: JSON.stringify(invoice.vatBreakdown),
      // 1/0: SQLite binds no booleans, and PostgreSQL reads '1'/'0' as a boolean.
      reverse_charge: invoice.reverseCharge ? 1 : 0,
      legal_text: invoice.legalText,
      notes: invoice.notes ?? null,
      credited_invoice_id: invoice.creditedInvoiceId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const lines = invoice.lines.map((line) => ({
    document_id: createId(),
    ...stamps,
    invoice_id: Number(id),
    position: line.position,
    job_id: line.jobId,
    job_number: line.jobNumber,
    date: line.date,
    customer_reference: line.customerReference,
    route: line.route,
    description: line.description,
    wording: line.wording ? JSON.stringify(line.wording) : null,
    quantity: line.quantity,
    unit: line.unit,
    unit_price: line.unitPrice,
    vat_rate: line.vatRate,
    vat_reason: line.vatReason,
    amount: line.amount,
    credited_line_id: line.creditedLineId ?? null,
  }));
  for (let i = 0; i < lines.length; i += CHUNK)
    await trx
      .insertInto('invoice_lines')
      .values(lines.slice(i, i + CHUNK))
      .execute();
  const jobs = invoice.jobIds.map((jobId) => ({ invoice_id: Number(id), job_id: jobId }));
  for (let i = 0; i < jobs.length; i += CHUNK)
    await trx
      .insertInto('invoices_jobs')
      .values(jobs.slice(i, i + CHUNK))
      .execute();
  return { id: Number(id), documentId };
};

export const findInvoiceRow = (db: Db, id: number) => db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * The invoice row, locked until commit on PostgreSQL (`for update`), so two finalisations, credits
 * or payments of one invoice run one after the other and the second sees what the first wrote
 * (a double-click finalises once). SQLite runs one write transaction at a time anyway.
 */
export const lockInvoiceRow = (db: Db, dialect: Dialect, id: number) => {
  const query = db.selectFrom('invoices').selectAll().where('id', '=', id);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
};

/** What the customer wants of an invoice issued now: each job's documents (CMR, proof) with it, and its language. */
export const customerAtIssue = async (db: Db, customerId: number): Promise<{ documentsWithInvoices: boolean; language: Language }> => {
  const row = await db
    .selectFrom('customers')
    .select(['documents_with_invoices', 'language'])
    .where('id', '=', customerId)
    .executeTakeFirst();
  return {
    documentsWithInvoices: Boolean(row?.documents_with_invoices),
    language: isLanguage(row?.language) ? row.language : DEFAULT_LANGUAGE,
  };
};

export type InvoiceRow = NonNullable<Awaited<ReturnType<typeof findInvoiceRow>>>;

/** The figures the invoice machine decides on, from a row (bigints arrive as strings on PostgreSQL). */
export const invoiceStateOf = (
  row: Pick<InvoiceRow, 'kind' | 'status' | 'due_date' | 'total' | 'credited_total' | 'paid_total'>,
): InvoiceState => ({
  kind: row.kind as InvoiceKind,
  status: row.status as InvoiceStatus,
  dueDate: row.due_date,
  total: Number(row.total),
  creditedTotal: Number(row.credited_total),
  paidTotal: Number(row.paid_total),
});

export const linesOfInvoice = async (db: Db, invoiceId: number) =>
  (await db.selectFrom('invoice_lines').selectAll().where('invoice_id', '=', invoiceId).orderBy('position').execute()).map((row) => ({
    id: Number(row.id),
    position: Number(row.position),
    jobId: row.job_id == null ? null : Number(row.job_id),
    jobNumber: row.job_number == null ? null : Number(row.job_number),
    date: row.date,
    customerReference: row.customer_reference,
    route: row.route,
    description: row.description,
    wording: readChargeWording(row.wording),
    quantity: Number(row.quantity),
    unit: row.unit,
    unitPrice: Number(row.unit_price),
    vatRate: Number(row.vat_rate) as VatRate,
    vatReason: row.vat_reason,
    amount: Number(row.amount),
    creditedLineId: row.credited_line_id == null ? null : Number(row.credited_line_id),
  }));

export type StoredLine = Awaited<ReturnType<typeof linesOfInvoice>>[number];

export const jobIdsOfInvoice = async (db: Db, invoiceId: number): Promise<number[]> =>
  (await db.selectFrom('invoices_jobs').select('job_id').where('invoice_id', '=', invoiceId).orderBy('job_id').execute()).map((row) =>
    Number(row.job_id),
  );

/** Quantity already credited per line of the original, over every credit note of it. */
export const creditedQuantities = async (db: Db, invoiceId: number): Promise<Map<number, number>> => {
  const rows = await db
    .selectFrom('invoice_lines as l')
    .innerJoin('invoices as i', 'i.id', 'l.invoice_id')
    .select(['l.credited_line_id', (eb) => eb.fn.sum<number>('l.quantity').as('quantity')])
    .where('i.credited_invoice_id', '=', invoiceId)
    .where('l.credited_line_id', 'is not', null)
    .groupBy('l.credited_line_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.credited_line_id), -Number(row.quantity)]));
};

export const updateInvoice = async (trx: Db, id: number, values: Updateable<Database['invoices']>, now: string) =>
  trx
    .updateTable('invoices')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();

export const updateLineVat = async (trx: Db, lineId: number, invoiceId: number, vatRate: VatRate, vatReason: string | null, now: string) =>
  trx
    .updateTable('invoice_lines')
    .set({ vat_rate: vatRate, vat_reason: vatReason, updated_at: now })
    .where('id', '=', lineId)
    .where('invoice_id', '=', invoiceId)
    .execute();

export const storePdf = async (trx: Db, invoiceId: number, bytes: Buffer, sha256: string, now: string) =>
  trx.insertInto('invoice_pdfs').values({ invoice_id: invoiceId, bytes, sha256, created_at: now }).execute();

export const findPdf = async (db: Db, invoiceId: number): Promise<{ bytes: Buffer; sha256: string } | null> => {
  const row = await db.selectFrom('invoice_pdfs').select(['bytes', 'sha256']).where('invoice_id', '=', invoiceId).executeTakeFirst();
  return row ? { bytes: Buffer.from(row.bytes), sha256: row.sha256 } : null;
};

export const insertPayment = async (
  trx: Db,
  payment: { invoiceId: number; amount: number; paidOn: string; reference: string | null; userId: number | null },
  now: string,
) =>
  trx
    .insertInto('invoice_payments')
    .values({
      document_id: createId(),
      created_at: now,
      updated_at: now,
      published_at: now,
      invoice_id: payment.invoiceId,
      amount: payment.amount,
      paid_on: payment.paidOn,
      reference: payment.reference,
      user_id: payment.userId,
    })
    .execute();

export const findInvoiceIdByRef = async (db: Db, ref: string): Promise<{ id: number; number: string | null } | null> => {
  const row = await db
    .selectFrom('invoices')
    .select(['id', 'number'])
    .where(/^\d+$/.test(ref) ? 'id' : 'document_id', '=', /^\d+$/.test(ref) ? Number(ref) : ref)
    .executeTakeFirst();
  return row ? { id: Number(row.id), number: row.number } : null;
};

/** The outbox delivered the invoice: when and to whom; an issued invoice becomes `sent` (model: statusWhenSent). */
export const markInvoiceSent = async (trx: Db, invoiceId: number, status: string, sentTo: string, now: string) =>
  updateInvoice(trx, invoiceId, { status, sent_at: now, sent_to: sentTo.slice(0, 500) }, now);
