import type { CustomerSnapshot, InvoiceKind, InvoiceStatus, SellerSnapshot, VatBreakdown } from '@haulage/shared/contracts';
import type { Kysely } from 'kysely';
import type { Config } from '../../../../config';
import type { Dialect } from '../../../../content';
import type { Database } from '../../../../db/database';
import { applicationError, HttpError, notFound } from '../../../../http/errors';
import { type Actor, describeJobDocuments, moveJob } from '../../../jobs/index';
import { attachedDocumentLines } from '../model/attached-documents';
import { addDays, fiscalYearOf } from '../model/dates';
import { draftOnlyRefusal } from '../model/invoice-state';
import { vatIssueProblem, vatTreatmentOf } from '../model/vat';
import {
  customerAtIssue,
  findInvoiceRow,
  jobIdsOfInvoice,
  linesOfInvoice,
  lockInvoiceRow,
  storePdf,
  updateInvoice,
} from '../repository/invoice-repository';
import { takeInvoiceNumber } from '../repository/series-repository';
import { renderInvoicePdf, sha256Of } from './invoice-pdf';

export interface FinaliseScope {
  trx: Kysely<Database>;
  dialect: Dialect;
  config: Pick<Config, 'production' | 'invoicing'>;
  actor: Actor;
  /** The office's date: the invoice date of what is issued now. */
  today: string;
  now: string;
}

const conflict = (message: string) => new HttpError(409, 'ConflictError', message, {});

const sellerOf = (config: FinaliseScope['config']): SellerSnapshot => ({ ...config.invoicing.seller });

const DAY = 86_400_000;

/**
 * Issues a draft (ADR 21), all in the caller's transaction: its jobs move to `invoiced` through
 * the jobs' machine (a job that changed since the draft refuses, 409), the invoice is dated today
 * with its payment terms kept, takes the next number of its series, freezes the seller and renders
 * the PDF whose bytes are stored. Anything refused rolls all of it back, the number included.
 * Answers the documentIds of the moved jobs, to publish after the commit.
 */
export const finaliseInvoice = async (scope: FinaliseScope, invoiceId: number): Promise<string[]> => {
  const row = await lockInvoiceRow(scope.trx, scope.dialect, invoiceId);
  if (!row) throw notFound();
  const refusal = draftOnlyRefusal(row.status as InvoiceStatus, 'finalise');
  if (refusal) throw conflict(refusal.message);
  if (scope.config.production && scope.config.invoicing.demo)
    throw conflict('Set the seller details (SELLER_ORG_NUMBER, SELLER_VAT_NUMBER, …) before issuing invoices');
  const customer = JSON.parse(row.customer_snapshot) as CustomerSnapshot;
  const seller = sellerOf(scope.config);
  const problem = vatIssueProblem(vatTreatmentOf(customer.vatType), customer.vatNumber, seller.vatNumber);
  if (problem && Boolean(row.reverse_charge)) throw applicationError(problem);

  const moved: string[] = [];
  const jobScope = { trx: scope.trx, dialect: scope.dialect, mover: 'system' as const, actor: scope.actor };
  const jobIds = await jobIdsOfInvoice(scope.trx, invoiceId);
  for (const jobId of jobIds) moved.push(await moveJob(jobScope, jobId, 'invoiced'));

  const kind = row.kind as InvoiceKind;
  // Decided at issue, with the PDF that lists them in its language: the e-mail later carries what the PDF says.
  const wants = await customerAtIssue(scope.trx, Number(row.customer_id));
  const withDocuments = kind === 'invoice' && wants.documentsWithInvoices;
  const attachments = withDocuments ? attachedDocumentLines(await describeJobDocuments(scope.trx, jobIds), wants.language) : [];
  const issuedCustomer: CustomerSnapshot = {
    ...customer,
    language: wants.language,
    ...(withDocuments ? { documentsWithInvoices: true } : {}),
  };
  const terms = Math.max(0, Math.round((Date.parse(row.due_date) - Date.parse(row.invoice_date)) / DAY));
  const invoiceDate = scope.today;
  const dueDate = addDays(invoiceDate, terms);
  const prefix = kind === 'credit_note' ? scope.config.invoicing.creditPrefix : scope.config.invoicing.invoicePrefix;
  // Taken last, so the series row is locked for as short a time as possible.
  const taken = await takeInvoiceNumber(scope.trx, kind, fiscalYearOf(invoiceDate), prefix);
  await updateInvoice(
    scope.trx,
    invoiceId,
    {
      status: 'issued',
      number: taken.number,
      series: taken.series,
      sequence: taken.sequence,
      fiscal_year: taken.fiscalYear,
      invoice_date: invoiceDate,
      due_date: dueDate,
      seller_snapshot: JSON.stringify(seller),
      customer_snapshot: JSON.stringify(issuedCustomer),
      issued_at: scope.now,
    },
    scope.now,
  );
  const original = row.credited_invoice_id == null ? null : await findInvoiceRow(scope.trx, Number(row.credited_invoice_id));
  const pdf = await renderInvoicePdf({
    kind,
    number: taken.number,
    invoiceDate,
    dueDate,
    deliveryFrom: row.delivery_from,
    deliveryTo: row.delivery_to,
    currency: row.currency,
    customer: issuedCustomer,
    seller,
    lines: await linesOfInvoice(scope.trx, invoiceId),
    vatBreakdown: JSON.parse(row.vat_breakdown) as VatBreakdown[],
    subtotal: Number(row.subtotal),
    vatTotal: Number(row.vat_total),
    total: Number(row.total),
    legalText: row.legal_text,
    reverseCharge: Boolean(row.reverse_charge),
    credits: original?.number ?? null,
    notes: row.notes,
    issuedAt: scope.now,
    attachments,
  });
  await storePdf(scope.trx, invoiceId, pdf, sha256Of(pdf), scope.now);
  return moved;
};
