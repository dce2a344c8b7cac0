import { emptyPaymentForm, toPaymentPayload } from './payment-form';

describe('payment form payload', () => {
  it('sends kronor as öre and a blank reference as null', () => {
    const values = { ...emptyPaymentForm('2026-10-15'), driver: 'drv1', amount: '1 250,50' };
    expect(toPaymentPayload(values)).toEqual({
      driver: 'drv1',
      kind: 'advance',
      amount: 125_050,
      paymentDate: '2026-10-15',
      reference: null,
    });
  });

  it('keeps unreadable or missing kronor as NaN so the check names the amount', () => {
    expect(toPaymentPayload({ ...emptyPaymentForm('2026-10-15'), amount: 'ten' }).amount).toBeNaN();
    expect(toPaymentPayload({ ...emptyPaymentForm('2026-10-15'), amount: ' ' }).amount).toBeNaN();
  });
});
