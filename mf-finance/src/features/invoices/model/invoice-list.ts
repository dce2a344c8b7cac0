import type { ListState, ListStateOptions } from '@haulage/shared/area-kit';
import { INVOICE_STATUSES, INVOICE_STATUS_LABELS } from '@haulage/shared/contracts';

export interface InvoiceListArgs extends Omit<ListState, 'filter'> {
  from?: string;
  to?: string;
  /** A customer's documentId. */
  customer?: string;
}

export const INVOICE_LIST_OPTIONS: ListStateOptions = {
  defaultSort: { field: 'invoiceDate', order: 'desc' },
  sortFields: ['invoiceDate', 'dueDate', 'number', 'total', 'status'],
};

/** The list's status choices: the stored states plus `overdue`, which the API derives. */
export const INVOICE_STATUS_OPTIONS = [
  ...INVOICE_STATUSES.map((status) => ({ value: status, label: INVOICE_STATUS_LABELS[status] })),
  { value: 'overdue', label: 'Overdue' },
];

const UNPAID = ['issued', 'sent', 'partially_paid'];

/**
 * Strapi filters of the list. `overdue` is not stored: it is an unpaid invoice whose due date is
 * before today (the API's own definition).
 */
export const invoiceListFilters = ({ status, from, to, customer }: InvoiceListArgs, today: string) => {
  const filters: Record<string, unknown> = {};
  if (status === 'overdue') Object.assign(filters, { status: { $in: UNPAID }, dueDate: { $lt: today } });
  else if (status && status !== 'all') filters.status = { $eq: status };
  if (from || to) filters.invoiceDate = { ...(from ? { $gte: from } : {}), ...(to ? { $lte: to } : {}) };
  if (customer) filters.customer = { documentId: { $eq: customer } };
  return filters;
};
