import { invoiceCreditSchema, invoicePaymentSchema, invoiceRunSchema, invoiceUpdateSchema, readyToInvoiceSchema } from './invoice';

describe('invoice contracts', () => {
  it('accepts a run over a period and refuses one that ends before it starts', () => {
    expect(invoiceRunSchema.safeParse({ from: '2026-10-01', to: '2026-10-31', perJob: true }).success).toBe(true);
    const backwards = invoiceRunSchema.safeParse({ from: '2026-10-31', to: '2026-10-01' });
    expect(backwards.success).toBe(false);
    expect(backwards.error?.issues[0]?.message).toBe('To cannot be before from');
    expect(invoiceRunSchema.safeParse({ from: '2025-01-01', to: '2026-10-01' }).error?.issues[0]?.message).toBe(
      'A run covers at most one year',
    );
  });

  it('takes only Swedish VAT rates on a line override', () => {
    expect(invoiceUpdateSchema.safeParse({ lines: [{ id: 1, vatRate: 12, vatReason: 'Passenger transport' }] }).success).toBe(true);
    expect(invoiceUpdateSchema.safeParse({ lines: [{ id: 1, vatRate: 20 }] }).error?.issues[0]?.message).toBe(
      'VAT rate must be one of: 25, 12, 6, 0',
    );
  });

  it('takes payments in whole öre above zero and bounded lists', () => {
    expect(invoicePaymentSchema.safeParse({ amount: 12_500, paidOn: '2026-11-02' }).success).toBe(true);
    expect(invoicePaymentSchema.safeParse({ amount: 12.5, paidOn: '2026-11-02' }).success).toBe(false);
    expect(invoicePaymentSchema.safeParse({ amount: 0, paidOn: '2026-11-02' }).success).toBe(false);
    expect(invoiceCreditSchema.safeParse({ lines: [] }).success).toBe(false);
    expect(invoiceCreditSchema.safeParse({ lines: [{ line: 1, quantity: 0.07 }] }).success).toBe(true);
    const tooFine = invoiceCreditSchema.safeParse({ lines: [{ line: 1, quantity: 0.375 }] });
    expect(tooFine.success ? null : tooFine.error.issues[0]!.message).toBe('Quantity has at most two decimals');
    expect(readyToInvoiceSchema.safeParse({ jobs: Array.from({ length: 201 }, (_, i) => i + 1) }).success).toBe(false);
  });
});
