/**
 * The one CSV writer of the API. A cell is text or a number by its column's type, never guessed
 * from what it reads like: text that a spreadsheet would run as a formula (a leading = + - @, tab
 * or carriage return) is written behind an apostrophe and quoted (OWASP's CSV injection advice),
 * so a customer named `-2+3` stays a name while an amount of -125,50 stays a number.
 */

/** A number held exactly as an integer count of 10^-scale (öre are `scaled(ore, 2)`), written with `scale` decimals. */
export interface CsvScaled {
  readonly units: number;
  readonly scale: number;
}

/** A cell: a string is text; a number or a scaled number is a number; null or undefined is empty. */
export type CsvValue = string | number | CsvScaled | null | undefined;

export interface CsvFormat {
  separator: ';' | ',';
  decimalMark: ',' | '.';
  /** A byte order mark first, so Excel reads UTF-8 (å, ä, ö). */
  bom: boolean;
}

/** What Swedish Excel opens with a double click: UTF-8 with a BOM, `;` between cells, decimal commas. */
export const SWEDISH_EXCEL: CsvFormat = { separator: ';', decimalMark: ',', bom: true };

export const scaled = (units: number, scale: number): CsvScaled => ({ units, scale });

/** öre → kronor with two decimals, computed on the integer so no rounding creeps in. */
export const kronor = (ore: number | null | undefined): CsvScaled | null => (ore == null ? null : scaled(Math.round(ore), 2));

const FORMULA_START = /^[=+\-@\t\r]/;

const quoted = (text: string): string => `"${text.replace(/"/g, '""')}"`;

const textCell = (text: string, format: CsvFormat): string => {
  if (FORMULA_START.test(text)) return quoted(`'${text}`);
  return text.includes(format.separator) || /["\r\n]/.test(text) ? quoted(text) : text;
};

const scaledText = ({ units, scale }: CsvScaled, mark: string): string => {
  if (!Number.isSafeInteger(units)) return '';
  if (scale <= 0) return String(units);
  const digits = String(Math.abs(units)).padStart(scale + 1, '0');
  return `${units < 0 ? '-' : ''}${digits.slice(0, -scale)}${mark}${digits.slice(-scale)}`;
};

const numberCell = (value: number | CsvScaled, format: CsvFormat): string => {
  const text =
    typeof value === 'number'
      ? Number.isFinite(value)
        ? String(value).replace('.', format.decimalMark)
        : ''
      : scaledText(value, format.decimalMark);
  // A decimal comma in a comma-separated file: the number is quoted, still a number to a spreadsheet.
  return text.includes(format.separator) ? quoted(text) : text;
};

/** One cell as written in a file of `format`. */
export const csvCell = (value: CsvValue, format: CsvFormat = SWEDISH_EXCEL): string => {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? textCell(value, format) : numberCell(value, format);
};

/** A whole file: a header row, then one line per row, each line ended by CR LF (RFC 4180). */
export const csvFile = (header: readonly string[], rows: readonly (readonly CsvValue[])[], format: CsvFormat = SWEDISH_EXCEL): string => {
  const lines = [header, ...rows].map((row) => row.map((value) => csvCell(value, format)).join(format.separator));
  return `${format.bom ? '\uFEFF' : ''}${lines.join('\r\n')}\r\n`;
};
