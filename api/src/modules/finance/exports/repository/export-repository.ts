import { createId } from '@paralleldrive/cuid2';
import type { CustomerSnapshot, VatRate } from '@haulage/shared/contracts';
import type { InvoiceExportKind, InvoiceKind } from '@haulage/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/database';
import type { ExportInvoice } from '../model/export-invoice';

type Db = Kysely<Database>;
export type ExportKind = InvoiceExportKind;

export interface PeriodQuery {
  kind: ExportKind;
  from: string;
  to: string;
  /** Take invoices this kind of export already carried too. */
  reexport: boolean;
}

/** Issued invoices and credit notes dated in the period, oldest number first; skips the exported ones unless re-exporting. */
export const invoiceIdsOfPeriod = async (db: Db, q: PeriodQuery): Promise<{ ids: number[]; skipped: number }> => {
  const rows = await db
    .selectFrom('invoices')
    .leftJoin('invoice_export_items as item', (join) => join.onRef('item.invoice_id', '=', 'invoices.id').on('item.kind', '=', q.kind))
    .select(['invoices.id', 'item.export_id', 'invoices.fortnox_document_number'])
    .where('invoices.status', '!=', 'draft')
    .where('invoices.number', 'is not', null)
    .where('invoices.invoice_date', '>=', q.from)
    .where('invoices.invoice_date', '<=', q.to)
    .orderBy('invoices.invoice_date')
    .orderBy('invoices.id')
    .execute();
  // An invoice Fortnox already took (its document number stored) is never pushed again.
  const done = (r: (typeof rows)[number]) => r.export_id != null || (q.kind === 'fortnox' && r.fortnox_document_number != null);
  const taken = rows.filter((r) => q.reexport || !done(r)).map((r) => Number(r.id));
  return { ids: taken, skipped: rows.length - taken.length };
};

/** The invoices with their lines, as the writers read them. */
export const exportInvoicesByIds = async (db: Db, ids: number[]): Promise<ExportInvoice[]> => {
  if (ids.length === 0) return [];
  const invoices = await db.selectFrom('invoices').selectAll().where('id', 'in', ids).execute();
  const lines = await db
    .selectFrom('invoice_lines')
    .selectAll()
    .where('invoice_id', 'in', ids)
    .orderBy('invoice_id')
    .orderBy('position')
    .execute();
  const byId = new Map(invoices.map((row) => [Number(row.id), row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const customer = JSON.parse(row.customer_snapshot) as CustomerSnapshot;
    return [
      {
        id,
        number: row.number ?? '',
        kind: row.kind as InvoiceKind,
        invoiceDate: row.invoice_date,
        dueDate: row.due_date,
        customerName: customer.name,
        organizationNumber: customer.organizationNumber,
        vatType: customer.vatType,
        currency: row.currency,
        subtotal: Number(row.subtotal),
        vatTotal: Number(row.vat_total),
        total: Number(row.total),
        vatBreakdown: JSON.parse(row.vat_breakdown) as ExportInvoice['vatBreakdown'],
        lines: lines
          .filter((line) => Number(line.invoice_id) === id)
          .map((line) => ({
            jobNumber: line.job_number == null ? null : Number(line.job_number),
            description: line.description,
            quantity: Number(line.quantity),
            unit: line.unit,
            unitPrice: Number(line.unit_price),
            vatRate: Number(line.vat_rate) as VatRate,
            amount: Number(line.amount),
          })),
      },
    ];
  });
};

export interface NewExport {
  kind: ExportKind;
  from: string;
  to: string;
  invoiceIds: number[];
  skipped: number;
  reexport: boolean;
  result: 'ok' | 'partial' | 'failed';
  message: string | null;
  fileName: string | null;
  userId: number | null;
}

/**
 * Records an export and claims its invoices for its kind. An invoice another export of the same
 * kind claimed meanwhile makes this answer false (the caller rolls back): never exported twice.
 */
export const recordExport = async (trx: Db, e: NewExport, now: string): Promise<{ id: number; documentId: string } | null> => {
  const row = await trx
    .insertInto('invoice_exports')
    .values({
      document_id: createId(),
      kind: e.kind,
      period_from: e.from,
      period_to: e.to,
      invoice_ids: JSON.stringify(e.invoiceIds),
      invoice_count: e.invoiceIds.length,
      skipped_count: e.skipped,
      reexport: e.reexport ? 1 : 0,
      result: e.result,
      message: e.message,
      file_name: e.fileName,
      user_id: e.userId,
      created_at: now,
      updated_at: now,
      published_at: now,
    })
    .returning(['id', 'document_id'])
    .executeTakeFirstOrThrow();
  if (e.invoiceIds.length > 0) {
    const inserted = await trx
      .insertInto('invoice_export_items')
      .values(e.invoiceIds.map((invoiceId) => ({ kind: e.kind, invoice_id: invoiceId, export_id: Number(row.id), created_at: now })))
      .onConflict((oc) => oc.columns(['kind', 'invoice_id']).doNothing())
      .executeTakeFirst();
    if (!e.reexport && Number(inserted.numInsertedOrUpdatedRows ?? 0) !== e.invoiceIds.length) return null;
  }
  return { id: Number(row.id), documentId: row.document_id };
};

/** An accounting export (SIE, Fortnox) marks its invoices exported; a spreadsheet does not. */
export const markInvoicesExported = async (trx: Db, ids: number[], now: string): Promise<void> => {
  if (ids.length === 0) return;
  await trx.updateTable('invoices').set({ export_status: 'exported', exported_at: now, updated_at: now }).where('id', 'in', ids).execute();
};
