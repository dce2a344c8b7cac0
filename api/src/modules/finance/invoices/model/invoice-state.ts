import type { InvoiceKind, InvoiceStatus } from '@haulage/shared/contracts';

/**
 * The invoice machine (domain model §B4): draft → issued → sent → partially_paid → paid; a fully
 * credited invoice becomes `credited`. Only a draft is edited or deleted; `overdue` is derived.
 */
export interface InvoiceState {
  kind: InvoiceKind;
  status: InvoiceStatus;
  dueDate: string;
  total: number;
  paidTotal: number;
}

export type Refusal = { ok: false; status: 400 | 409; message: string };
const refuse = (status: 400 | 409, message: string): Refusal => ({ ok: false, status, message });

const OPEN_FOR_PAYMENT: readonly InvoiceStatus[] = ['issued', 'sent', 'partially_paid'];

export const isEditable = (status: InvoiceStatus): boolean => status === 'draft';

/** Why a write to the invoice is refused: issued invoices are never edited or deleted. */
const VERBS = { edit: 'edited', delete: 'deleted', finalise: 'finalised again' } as const;
const named = (status: InvoiceStatus): string => {
  const words = status.replace('_', ' ');
  return `${/^[aeiou]/.test(words) ? 'An' : 'A'} ${words} invoice`;
};

export const draftOnlyRefusal = (status: InvoiceStatus, write: keyof typeof VERBS): Refusal | null =>
  isEditable(status) ? null : refuse(409, `${named(status)} cannot be ${VERBS[write]}; credit it instead`);

/** Due date passed (strictly before today) and money still owed; never for credit notes or drafts. */
export const isOverdue = (invoice: InvoiceState, today: string): boolean =>
  invoice.kind === 'invoice' && OPEN_FOR_PAYMENT.includes(invoice.status) && invoice.paidTotal < invoice.total && invoice.dueDate < today;

/** The status after the paid total changed. */
const statusForPaid = (current: InvoiceStatus, total: number, paidTotal: number): InvoiceStatus => {
  if (paidTotal >= total) return 'paid';
  if (paidTotal > 0) return 'partially_paid';
  return current;
};

/** Records a payment: only on an issued (sent, partially paid) invoice, never more than is owed. */
export const applyPayment = (invoice: InvoiceState, amount: number): { ok: true; paidTotal: number; status: InvoiceStatus } | Refusal => {
  if (invoice.kind !== 'invoice') return refuse(409, 'Payments are recorded against invoices, not credit notes');
  if (!OPEN_FOR_PAYMENT.includes(invoice.status)) return refuse(409, `${named(invoice.status)} takes no payments`);
  const owed = invoice.total - invoice.paidTotal;
  if (amount > owed) return refuse(400, `The payment is more than the ${owed} öre still owed`);
  const paidTotal = invoice.paidTotal + amount;
  return { ok: true, paidTotal, status: statusForPaid(invoice.status, invoice.total, paidTotal) };
};

/** Marks a sent invoice (the outbox delivered it); a paid one keeps its status. */
export const statusWhenSent = (status: InvoiceStatus): InvoiceStatus => (status === 'issued' ? 'sent' : status);

/** Whether the invoice may be credited. */
export const creditRefusal = (invoice: InvoiceState): Refusal | null => {
  if (invoice.kind !== 'invoice') return refuse(409, 'A credit note cannot be credited');
  if (invoice.status === 'draft') return refuse(409, 'A draft is deleted, not credited');
  if (invoice.status === 'credited') return refuse(409, 'The invoice is already credited in full');
  return null;
};
