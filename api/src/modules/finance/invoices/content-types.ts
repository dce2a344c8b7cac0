import { CURRENCIES, EXPORT_STATUSES, INVOICE_KINDS, INVOICE_STATUSES } from '@haulage/shared/contracts';
import { type ContentType, registerContentType } from '../../../content';

const money = { type: 'integer', readOnly: true } as const;
const stamp = { type: 'datetime', readOnly: true } as const;

/**
 * An invoice (domain model §B4). Almost everything is set by the server: the run creates drafts,
 * finalisation numbers and freezes them; a PUT of a draft changes only its date, notes and lines'
 * VAT overrides (invoice-update). Served under /api/customers/invoices.
 */
export const invoicesType = registerContentType({
  uid: 'invoices',
  singularName: 'invoice',
  path: 'customers/invoices',
  table: 'invoices',
  attributes: {
    kind: { type: 'enumeration', enum: INVOICE_KINDS, default: 'invoice', readOnly: true },
    status: { type: 'enumeration', enum: INVOICE_STATUSES, default: 'draft', readOnly: true },
    number: { type: 'string', readOnly: true, label: 'invoice number' },
    series: { type: 'string', readOnly: true },
    sequence: { type: 'integer', readOnly: true },
    fiscalYear: { type: 'integer', readOnly: true },
    customer: { type: 'relation', relation: 'manyToOne', target: 'customers', column: 'customer_id' },
    customerSnapshot: { type: 'json', readOnly: true },
    sellerSnapshot: { type: 'json', readOnly: true },
    invoiceDate: { type: 'date' },
    dueDate: { type: 'date', readOnly: true },
    deliveryFrom: { type: 'date', readOnly: true },
    deliveryTo: { type: 'date', readOnly: true },
    currency: { type: 'enumeration', enum: CURRENCIES, readOnly: true },
    subtotal: money,
    vatTotal: money,
    total: money,
    creditedTotal: money,
    paidTotal: money,
    vatBreakdown: { type: 'json', readOnly: true },
    reverseCharge: { type: 'boolean', default: false, readOnly: true },
    legalText: { type: 'string', readOnly: true },
    notes: { type: 'text' },
    issuedAt: stamp,
    sentAt: stamp,
    sentTo: { type: 'string', readOnly: true },
    exportStatus: { type: 'enumeration', enum: EXPORT_STATUSES, default: 'not_exported', readOnly: true },
    exportedAt: stamp,
    fortnoxDocumentNumber: { type: 'string', readOnly: true },
    creditedInvoice: { type: 'relation', relation: 'manyToOne', target: 'invoices', column: 'credited_invoice_id' },
    lines: { type: 'relation', relation: 'oneToMany', target: 'invoice-lines', mappedBy: 'invoice' },
    payments: { type: 'relation', relation: 'oneToMany', target: 'invoice-payments', mappedBy: 'invoice' },
    jobs: {
      type: 'relation',
      relation: 'manyToMany',
      target: 'jobs',
      joinTable: { table: 'invoices_jobs', column: 'invoice_id', inverseColumn: 'job_id' },
    },
  },
} satisfies ContentType);

/** Written with their invoice by the run and by credit notes; read through `populate=lines`. */
export const invoiceLinesType = registerContentType({
  uid: 'invoice-lines',
  resource: 'invoices',
  table: 'invoice_lines',
  attributes: {
    invoice: { type: 'relation', relation: 'manyToOne', target: 'invoices', column: 'invoice_id' },
    position: { type: 'integer' },
    job: { type: 'relation', relation: 'manyToOne', target: 'jobs', column: 'job_id' },
    jobNumber: { type: 'integer' },
    date: { type: 'date' },
    customerReference: { type: 'string' },
    route: { type: 'string' },
    description: { type: 'string' },
    wording: { type: 'json', readOnly: true },
    quantity: { type: 'float' },
    unit: { type: 'string' },
    unitPrice: { type: 'integer' },
    vatRate: { type: 'integer' },
    vatReason: { type: 'string' },
    amount: { type: 'integer' },
    creditedLine: { type: 'relation', relation: 'manyToOne', target: 'invoice-lines', column: 'credited_line_id' },
  },
} satisfies ContentType);

/** Recorded by POST /api/customers/invoices/:id/payments; read through `populate=payments`. */
export const invoicePaymentsType = registerContentType({
  uid: 'invoice-payments',
  resource: 'invoices',
  table: 'invoice_payments',
  attributes: {
    invoice: { type: 'relation', relation: 'manyToOne', target: 'invoices', column: 'invoice_id' },
    amount: { type: 'integer' },
    paidOn: { type: 'date' },
    reference: { type: 'string' },
    userId: { type: 'integer' },
  },
} satisfies ContentType);
