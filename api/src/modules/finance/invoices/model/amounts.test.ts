import { lineAmount, roundHalfAway, totalsOf, vatBreakdownOf } from './amounts';

describe('amounts in öre', () => {
  it('rounds a line to whole öre, half away from zero, symmetric for credits', () => {
    expect(lineAmount(2.5, 101)).toBe(253); // 252.5
    expect(lineAmount(-2.5, 101)).toBe(-253);
    expect(lineAmount(1.333, 1000)).toBe(1333);
    expect(roundHalfAway(0.5)).toBe(1);
    expect(roundHalfAway(-0.4)).toBe(-0);
  });

  it('computes VAT per rate on the sum of that rate’s lines, not per line', () => {
    // Three lines of 0.02 kr at 25 %: per line VAT would round 0.5 öre up three times (3 öre); per rate it is 1.5 → 2 öre.
    const lines = [2, 2, 2].map((amount) => ({ amount, vatRate: 25 as const }));
    expect(vatBreakdownOf(lines)).toEqual([{ rate: 25, base: 6, vat: 2 }]);
  });

  it('totals a mixed invoice with one breakdown row per rate, highest first', () => {
    const totals = totalsOf([
      { amount: 100_000, vatRate: 25 },
      { amount: 33_333, vatRate: 12 },
      { amount: 50_000, vatRate: 25 },
      { amount: 10_000, vatRate: 0 },
    ]);
    expect(totals.vatBreakdown).toEqual([
      { rate: 25, base: 150_000, vat: 37_500 },
      { rate: 12, base: 33_333, vat: 4000 },
      { rate: 0, base: 10_000, vat: 0 },
    ]);
    expect(totals).toMatchObject({ subtotal: 193_333, vatTotal: 41_500, total: 234_833 });
  });

  it('answers zero totals and no breakdown for no lines', () => {
    expect(totalsOf([])).toEqual({ subtotal: 0, vatTotal: 0, total: 0, vatBreakdown: [] });
  });
});
