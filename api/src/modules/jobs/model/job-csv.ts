import { parse } from 'csv-parse/sync';
import { STOP_COLUMNS, stopsOfRow } from './csv-stops';

/**
 * CSV of jobs as office spreadsheets export it: UTF-8 (a BOM is dropped), `;` (Swedish Excel) or
 * `,` separated, header row with the job's field names, decimal commas ("1 234,5"), and a pickup and a
 * delivery in their own columns (csv-stops.ts).
 */
export type CsvRow = Record<string, string>;

const detectDelimiter = (text: string): ';' | ',' => {
  const header = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  return (header.match(/;/g)?.length ?? 0) >= (header.match(/,/g)?.length ?? 0) && header.includes(';') ? ';' : ',';
};

export const parseCsv = (text: string): CsvRow[] =>
  parse(text, {
    delimiter: detectDelimiter(text),
    columns: (header: string[]) => header.map((h) => h.trim()),
    bom: true,
    skip_empty_lines: true,
    trim: true,
    relax_column_count: false,
  }) as CsvRow[];

/** "1 234,5" / "1234.5" / "1 234" → number; empty → undefined; anything else stays text for zod to refuse. */
export const swedishNumber = (value: string): number | string | undefined => {
  const text = value.replace(/[\s\u00a0]/g, '');
  if (text === '') return undefined;
  const normalised = /^-?\d+(,\d+)?$/.test(text) ? text.replace(',', '.') : text;
  return /^-?\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : value;
};

const NUMBERS = new Set(['weightKg', 'pallets', 'packageCount', 'volumeM3', 'kmPlanned', 'kmActual', 'hoursActual']);
const BOOLEANS: Record<string, boolean> = {
  ja: true,
  j: true,
  yes: true,
  y: true,
  true: true,
  '1': true,
  x: true,
  nej: false,
  n: false,
  no: false,
  false: false,
  '0': false,
};

/**
 * One CSV row → a job body (customer and stop destinations still references to resolve); unknown
 * columns are kept to be refused.
 */
export const rowToJob = (row: CsvRow): Record<string, unknown> => {
  const job: Record<string, unknown> = {};
  const stops = stopsOfRow(row);
  if (stops.length > 0) job.stops = stops;
  for (const [key, raw] of Object.entries(row)) {
    if (raw === '' || STOP_COLUMNS.includes(key)) continue;
    if (NUMBERS.has(key)) job[key] = swedishNumber(raw);
    else if (key === 'adr') job[key] = BOOLEANS[raw.toLowerCase()] ?? raw;
    else job[key] = raw;
  }
  return job;
};
