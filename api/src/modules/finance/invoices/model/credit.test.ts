import { type CreditableLine, creditLinesOf } from './credit';

const line = (id: number, quantity: number, unitPrice: number, amount: number, creditedQuantity = 0): CreditableLine => ({
  id,
  jobId: 7,
  jobNumber: 10_007,
  date: '2026-11-02',
  customerReference: 'PO-1',
  route: 'Göteborg – Jönköping',
  description: `Line ${id}`,
  quantity,
  unit: 'km',
  unitPrice,
  vatRate: 25,
  vatReason: null,
  amount,
  creditedQuantity,
});

describe('credit-note lines', () => {
  it('credits every line in full when no lines are chosen, cancelling the invoice to the öre', () => {
    const result = creditLinesOf([line(1, 212.5, 1_833, 389_513), line(2, 1, 50_000, 50_000)], undefined);
    expect(result).toMatchObject({ ok: true, full: true });
    if (!result.ok) return;
    expect(result.lines.map((l) => [l.creditedLineId, l.quantity, l.amount, l.jobId])).toEqual([
      [1, -212.5, -389_513, null],
      [2, -1, -50_000, null],
    ]);
  });

  it('copies each line’s wording, so the credit note prints its lines in its language as the invoice did', () => {
    const wording = { component: 'km' as const, rounding: 'per_started_km' as const };
    const result = creditLinesOf([{ ...line(1, 10, 1_500, 15_000), wording }, line(2, 1, 50_000, 50_000)], undefined);
    expect(result.ok && result.lines.map((l) => [l.description, l.wording ?? null])).toEqual([
      ['Line 1', wording],
      ['Line 2', null],
    ]);
  });

  it('credits part of a line at its price, and is not full while something is left', () => {
    const result = creditLinesOf([line(1, 10, 1_500, 15_000), line(2, 1, 50_000, 50_000)], [{ line: 1, quantity: 2.5 }]);
    expect(result).toMatchObject({ ok: true, full: false, lines: [{ quantity: -2.5, amount: -3_750, creditedLineId: 1 }] });
  });

  it('credits what an earlier credit left and then refuses the line', () => {
    const rest = creditLinesOf([line(1, 10, 1_500, 15_000, 2.5)], undefined);
    expect(rest).toMatchObject({ ok: true, full: true, lines: [{ quantity: -7.5, amount: -11_250 }] });
    expect(creditLinesOf([line(1, 10, 1_500, 15_000, 10)], [{ line: 1 }])).toEqual({
      ok: false,
      message: 'Line 1 is already credited in full',
    });
    expect(creditLinesOf([line(1, 10, 1_500, 15_000, 10)], undefined)).toEqual({
      ok: false,
      message: 'Nothing is left to credit on this invoice',
    });
  });

  it('refuses lines of another invoice, twice-chosen lines and more than is left', () => {
    const lines = [line(1, 10, 1_500, 15_000, 4)];
    expect(creditLinesOf(lines, [{ line: 9 }])).toEqual({ ok: false, message: 'Line 9 is not on this invoice' });
    expect(
      creditLinesOf(lines, [
        { line: 1, quantity: 1 },
        { line: 1, quantity: 1 },
      ]),
    ).toEqual({ ok: false, message: 'Line 1 is chosen twice' });
    expect(creditLinesOf(lines, [{ line: 1, quantity: 7 }])).toEqual({ ok: false, message: 'Line 1 has only 6 km left to credit' });
  });
});
