import type { ChargeWording, VatRate } from '@haulage/shared/contracts';
import { lineAmount } from './amounts';

/** A line of the original invoice, with what earlier credit notes already took from it. */
export interface CreditableLine {
  id: number;
  jobId: number | null;
  jobNumber: number | null;
  date: string | null;
  customerReference: string | null;
  route: string | null;
  description: string;
  /** Copied onto the credit line, so a credit note prints its lines in its language as the invoice did. */
  wording?: ChargeWording | null;
  quantity: number;
  unit: string;
  unitPrice: number;
  vatRate: VatRate;
  vatReason: string | null;
  amount: number;
  /** Quantity already credited (positive). */
  creditedQuantity: number;
}

export interface CreditLine extends Omit<CreditableLine, 'id' | 'creditedQuantity' | 'jobId'> {
  jobId: null;
  creditedLineId: number;
}

export type CreditRequest = { line: number; quantity?: number }[] | undefined;

/**
 * The credit note's lines: negative quantities of the chosen lines (all when none are chosen), at
 * the original price and VAT. A full line credit takes exactly the line's remaining amount, so a
 * full credit note cancels the invoice to the öre.
 */
export const creditLinesOf = (
  lines: readonly CreditableLine[],
  request: CreditRequest,
): { ok: true; lines: CreditLine[]; full: boolean } | { ok: false; message: string } => {
  const chosen: { line: number; quantity?: number }[] =
    request ?? lines.filter((line) => line.quantity - line.creditedQuantity > 0).map((line) => ({ line: line.id }));
  const out: CreditLine[] = [];
  const seen = new Set<number>();
  for (const { line: id, quantity } of chosen) {
    const line = lines.find((candidate) => candidate.id === id);
    if (!line) return { ok: false, message: `Line ${id} is not on this invoice` };
    if (seen.has(id)) return { ok: false, message: `Line ${id} is chosen twice` };
    seen.add(id);
    const left = line.quantity - line.creditedQuantity;
    const take = quantity ?? left;
    if (left <= 0) return { ok: false, message: `Line ${id} is already credited in full` };
    if (take > left + 1e-9) return { ok: false, message: `Line ${id} has only ${left} ${line.unit} left to credit` };
    const rest = Math.abs(take - left) < 1e-9 && line.creditedQuantity === 0;
    const { id: _id, creditedQuantity: _credited, jobId: _job, ...copy } = line;
    out.push({
      ...copy,
      jobId: null,
      quantity: -take,
      amount: rest ? -line.amount : -lineAmount(take, line.unitPrice),
      creditedLineId: id,
    });
  }
  if (out.length === 0) return { ok: false, message: 'Nothing is left to credit on this invoice' };
  const full = lines.every((line) => {
    const taken = out.find((credit) => credit.creditedLineId === line.id);
    return line.quantity - line.creditedQuantity + (taken ? taken.quantity : 0) <= 1e-9;
  });
  return { ok: true, lines: out, full };
};
