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
  /** What its credit notes took off, positive (a credit note's own total is negative). */
  creditedTotal: number;
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

/**
 * What the customer still owes: the total less what credit notes took off and what was paid. A
 * partial credit lowers what is owed, so the rest paid makes the invoice paid. Below 0 when a
 * paid invoice was credited afterwards (the customer is owed the difference).
 */
export const balanceOf = (invoice: Pick<InvoiceState, 'total' | 'creditedTotal' | 'paidTotal'>): number =>
  invoice.total - invoice.creditedTotal - invoice.paidTotal;

/** Due date passed (strictly before today) and money still owed; never for credit notes or drafts. */
export const isOverdue = (invoice: InvoiceState, today: string): boolean =>
  invoice.kind === 'invoice' && OPEN_FOR_PAYMENT.includes(invoice.status) && balanceOf(invoice) > 0 && invoice.dueDate < today;

/** The status once the balance changed (a payment or a partial credit); a full credit is `credited` instead. */
const statusForBalance = (current: InvoiceStatus, balance: number, paidTotal: number): InvoiceStatus => {
  if (!OPEN_FOR_PAYMENT.includes(current)) return current;
  if (balance <= 0 && paidTotal > 0) return 'paid';
  if (paidTotal > 0) return 'partially_paid';
  return current;
};

/** Records a payment: only on an issued (sent, partially paid) invoice, never more than is owed. */
export const applyPayment = (invoice: InvoiceState, amount: number): { ok: true; paidTotal: number; status: InvoiceStatus } | Refusal => {
  if (invoice.kind !== 'invoice') return refuse(409, 'Payments are recorded against invoices, not credit notes');
  if (!OPEN_FOR_PAYMENT.includes(invoice.status)) return refuse(409, `${named(invoice.status)} takes no payments`);
  const owed = balanceOf(invoice);
  if (amount > owed) return refuse(400, `The payment is more than the ${Math.max(owed, 0)} öre still owed`);
  const paidTotal = invoice.paidTotal + amount;
  return { ok: true, paidTotal, status: statusForBalance(invoice.status, owed - amount, paidTotal) };
};

/**
 * After a credit note of `amount` (positive öre) against the invoice: the credited total and the
 * status. A full credit makes it `credited`; a partial one that leaves nothing owed on an invoice
 * already partly paid makes it `paid`.
 */
export const applyCredit = (invoice: InvoiceState, amount: number, full: boolean): { creditedTotal: number; status: InvoiceStatus } => {
  const creditedTotal = invoice.creditedTotal + amount;
  // Partial credits that together take off everything, with nothing paid, are a full credit.
  if (full || (invoice.paidTotal === 0 && balanceOf({ ...invoice, creditedTotal }) <= 0)) return { creditedTotal, status: 'credited' };
  return { creditedTotal, status: statusForBalance(invoice.status, balanceOf({ ...invoice, creditedTotal }), invoice.paidTotal) };
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
