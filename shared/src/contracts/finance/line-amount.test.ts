import { invoiceQuantity, lineAmount } from './line-amount';

describe('lineAmount', () => {
  it('multiplies a two-decimal quantity by öre exactly, rounding half away from zero', () => {
    expect(lineAmount(1.15, 695_00)).toBe(799_25);
    expect(lineAmount(10.1, 1_95)).toBe(19_70);
    expect(lineAmount(0.01, 1_50)).toBe(2);
    expect(lineAmount(-0.01, 1_50)).toBe(-2);
    expect(lineAmount(-1.15, 695_00)).toBe(-799_25);
  });

  it('cancels a line exactly when it is credited with the negative quantity', () => {
    for (let q = 1; q < 2000; q += 7)
      for (const price of [1, 99, 695_00, 1_234_56]) expect(lineAmount(-q / 100, price)).toBe(-lineAmount(q / 100, price));
  });

  it('rounds a quantity to the two decimals an invoice prints', () => {
    expect(invoiceQuantity(70 / 60)).toBe(1.17);
    expect(invoiceQuantity(2)).toBe(2);
  });
});
