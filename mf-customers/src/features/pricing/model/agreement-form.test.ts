import type { PriceLine } from '@haulage/shared/contracts';
import { agreementProblems, agreementToForm, formToAgreementPayload } from './agreement-form';

const model = [
  {
    vehicleClass: 'truck',
    component: 'hour',
    unitPrice: 65000,
    minQuantity: null,
    minCharge: null,
    freeQuantity: null,
    rounding: 'none',
  } as PriceLine,
];

describe('agreement form', () => {
  it('names a new agreement after the customer and sends no lines until one is overridden', () => {
    const form = agreementToForm('Nord AB', model, null);
    expect(form.name).toBe('Nord AB price agreement');
    expect(formToAgreementPayload(form, 'SEK')).toEqual({
      name: 'Nord AB price agreement',
      currency: 'SEK',
      validFrom: null,
      validTo: null,
      status: 'active',
      lines: [],
    });
  });

  it('refuses a validity that ends before it starts', () => {
    const form = { ...agreementToForm('Nord AB', model, null), validFrom: '2026-06-01', validTo: '2026-01-01' };
    expect(agreementProblems(form, 'SEK')).toEqual([{ path: 'validTo', message: 'Valid to cannot be before valid from' }]);
  });

  it('puts a row’s unreadable price on that row', () => {
    const form = agreementToForm('Nord AB', model, null);
    form.rows[1] = { ...form.rows[1]!, override: true, unitPrice: 'x' };
    expect(agreementProblems(form, 'SEK')[0]).toMatchObject({ path: 'rows.1.unitPrice' });
  });
});
