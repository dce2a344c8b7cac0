import {
  applyCredit,
  applyPayment,
  balanceOf,
  creditRefusal,
  draftOnlyRefusal,
  type InvoiceState,
  isOverdue,
  statusWhenSent,
} from './invoice-state';

const issued: InvoiceState = { kind: 'invoice', status: 'issued', dueDate: '2026-12-25', total: 125_000, creditedTotal: 0, paidTotal: 0 };

describe('the invoice machine', () => {
  it('lets only drafts be edited or deleted', () => {
    expect(draftOnlyRefusal('draft', 'edit')).toBeNull();
    expect(draftOnlyRefusal('issued', 'delete')).toEqual({
      ok: false,
      status: 409,
      message: 'An issued invoice cannot be deleted; credit it instead',
    });
    expect(draftOnlyRefusal('paid', 'edit')?.message).toBe('A paid invoice cannot be edited; credit it instead');
    expect(draftOnlyRefusal('sent', 'finalise')?.status).toBe(409);
  });

  it('derives overdue from the due date and what is still owed', () => {
    expect(isOverdue(issued, '2026-12-25')).toBe(false);
    expect(isOverdue(issued, '2026-12-26')).toBe(true);
    expect(isOverdue({ ...issued, status: 'partially_paid', paidTotal: 1 }, '2027-01-01')).toBe(true);
    expect(isOverdue({ ...issued, status: 'paid', paidTotal: 125_000 }, '2027-01-01')).toBe(false);
    expect(isOverdue({ ...issued, status: 'draft' }, '2027-01-01')).toBe(false);
    expect(isOverdue({ ...issued, kind: 'credit_note' }, '2027-01-01')).toBe(false);
  });

  it('moves to partially paid and paid as payments arrive, refusing more than is owed', () => {
    const part = applyPayment(issued, 25_000);
    expect(part).toEqual({ ok: true, paidTotal: 25_000, status: 'partially_paid' });
    expect(applyPayment({ ...issued, status: 'partially_paid', paidTotal: 25_000 }, 100_000)).toEqual({
      ok: true,
      paidTotal: 125_000,
      status: 'paid',
    });
    expect(applyPayment(issued, 125_001)).toEqual({
      ok: false,
      status: 400,
      message: 'The payment is more than the 125000 öre still owed',
    });
    expect(applyPayment({ ...issued, status: 'draft' }, 1)).toMatchObject({ ok: false, status: 409 });
    expect(applyPayment({ ...issued, kind: 'credit_note' }, 1)).toMatchObject({ ok: false, status: 409 });
  });

  it('measures the balance against the total less credit notes and payments', () => {
    expect(balanceOf(issued)).toBe(125_000);
    expect(balanceOf({ ...issued, creditedTotal: 25_000, paidTotal: 40_000 })).toBe(60_000);
    expect(balanceOf({ ...issued, creditedTotal: 25_000, paidTotal: 125_000 })).toBe(-25_000);
  });

  it('takes payments against what is left after a partial credit', () => {
    const credited = { ...issued, creditedTotal: 25_000 };
    expect(applyPayment(credited, 100_000)).toEqual({ ok: true, paidTotal: 100_000, status: 'paid' });
    expect(applyPayment(credited, 100_001)).toEqual({
      ok: false,
      status: 400,
      message: 'The payment is more than the 100000 öre still owed',
    });
    expect(applyPayment({ ...credited, status: 'partially_paid', paidTotal: 40_000 }, 50_000)).toEqual({
      ok: true,
      paidTotal: 90_000,
      status: 'partially_paid',
    });
  });

  it('derives overdue from the balance after credits', () => {
    expect(isOverdue({ ...issued, status: 'partially_paid', creditedTotal: 25_000, paidTotal: 99_999 }, '2027-01-01')).toBe(true);
    expect(isOverdue({ ...issued, status: 'partially_paid', creditedTotal: 25_000, paidTotal: 100_000 }, '2027-01-01')).toBe(false);
  });

  it('follows a credit note: credited in full, paid when the credit covers what was left, else unchanged', () => {
    expect(applyCredit(issued, 125_000, true)).toEqual({ creditedTotal: 125_000, status: 'credited' });
    expect(applyCredit(issued, 25_000, false)).toEqual({ creditedTotal: 25_000, status: 'issued' });
    expect(applyCredit({ ...issued, creditedTotal: 25_000 }, 100_000, false)).toEqual({ creditedTotal: 125_000, status: 'credited' });
    const partlyPaid = { ...issued, status: 'partially_paid' as const, paidTotal: 100_000 };
    expect(applyCredit(partlyPaid, 25_000, false)).toEqual({ creditedTotal: 25_000, status: 'paid' });
    expect(applyCredit(partlyPaid, 10_000, false)).toEqual({ creditedTotal: 10_000, status: 'partially_paid' });
    expect(applyCredit({ ...issued, status: 'paid', paidTotal: 125_000 }, 5_000, false)).toEqual({ creditedTotal: 5_000, status: 'paid' });
  });

  it('marks an issued invoice sent and keeps a paid one paid', () => {
    expect(statusWhenSent('issued')).toBe('sent');
    expect(statusWhenSent('paid')).toBe('paid');
  });

  it('credits issued invoices only, once in full', () => {
    expect(creditRefusal(issued)).toBeNull();
    expect(creditRefusal({ ...issued, status: 'draft' })?.message).toBe('A draft is deleted, not credited');
    expect(creditRefusal({ ...issued, status: 'credited' })?.message).toBe('The invoice is already credited in full');
    expect(creditRefusal({ ...issued, kind: 'credit_note' })?.message).toBe('A credit note cannot be credited');
  });
});
