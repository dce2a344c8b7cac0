import { encodeCp437 } from './cp437';
import type { SieVoucher } from './sie-vouchers';

/** Everything a SIE 4I file says besides its vouchers. */
export interface SieFileHead {
  program: string;
  version: string;
  /** YYYY-MM-DD */
  generatedOn: string;
  generatedBy: string;
  companyName: string;
  organizationNumber: string;
  /** The fiscal year the vouchers fall in, YYYY-MM-DD. */
  fiscalYear: { from: string; to: string };
  /** The voucher series the receiving program books them in. */
  series: string;
  /** Name of every account the vouchers use. */
  accountNames: Record<string, string>;
}

/** 2026-03-05 → 20260305 (SIE dates have no separators). */
const sieDate = (isoDate: string): string => isoDate.slice(0, 10).replace(/-/g, '');

/** öre → "1250.00" / "-1250.00": SIE amounts use a decimal point and at most two decimals. */
export const sieAmount = (ore: number): string => {
  const sign = ore < 0 ? '-' : '';
  const abs = Math.abs(ore);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/**
 * A field: always quoted (allowed for every field, and needed for spaces); a quote inside is
 * written \" and control characters, which end a line, are dropped.
 */
export const sieText = (text: string): string =>
  `"${text
    // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\\/g, '/')
    .replace(/"/g, '\\"')}"`;

/**
 * The text of a SIE 4I file (type 4, "I": transactions made in another system for import into the
 * accounting program, not a full export of a ledger, which would be 4E with balances). Lines end
 * with CR LF. The verification numbers are left empty so the accounting program numbers them in
 * its own series; the invoice number is in the text.
 */
export const sie4Text = (head: SieFileHead, vouchers: readonly SieVoucher[]): string => {
  const lines = [
    '#FLAGGA 0',
    `#PROGRAM ${sieText(head.program)} ${sieText(head.version)}`,
    '#FORMAT PC8',
    `#GEN ${sieDate(head.generatedOn)} ${sieText(head.generatedBy)}`,
    '#SIETYP 4',
    `#ORGNR ${head.organizationNumber}`,
    `#FNAMN ${sieText(head.companyName)}`,
    `#RAR 0 ${sieDate(head.fiscalYear.from)} ${sieDate(head.fiscalYear.to)}`,
    '#KPTYP BAS2014',
  ];
  const used = [...new Set(vouchers.flatMap((v) => v.transactions.map((t) => t.account)))].sort();
  for (const account of used) lines.push(`#KONTO ${account} ${sieText(head.accountNames[account] ?? account)}`);
  for (const voucher of vouchers) {
    lines.push(`#VER ${sieText(head.series)} "" ${sieDate(voucher.date)} ${sieText(voucher.text)}`, '{');
    for (const t of voucher.transactions) lines.push(`   #TRANS ${t.account} {} ${sieAmount(t.amount)}`);
    lines.push('}');
  }
  return `${lines.join('\r\n')}\r\n`;
};

/** The file's bytes, in the PC8 (code page 437) encoding that #FORMAT PC8 promises. */
export const sie4File = (head: SieFileHead, vouchers: readonly SieVoucher[]): Buffer => encodeCp437(sie4Text(head, vouchers));
