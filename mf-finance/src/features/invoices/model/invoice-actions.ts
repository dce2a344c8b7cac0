import type { Invoice } from '@haulage/shared/contracts';

export type InvoiceAction = 'finalise' | 'delete' | 'pdf' | 'send' | 'payment' | 'credit';

/** What the invoice's state allows (the API checks again; this only hides what it would refuse). */
export const invoiceActions = (invoice: Pick<Invoice, 'status' | 'kind' | 'balance'>): InvoiceAction[] => {
  if (invoice.status === 'draft') return ['finalise', 'delete'];
  if (invoice.kind === 'credit_note' || invoice.status === 'credited') return ['pdf'];
  const actions: InvoiceAction[] = ['pdf'];
  if (invoice.balance > 0) actions.push('send', 'payment');
  actions.push('credit');
  return actions;
};
