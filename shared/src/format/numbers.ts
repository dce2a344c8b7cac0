/**
 * Swedish number formatting: a space between thousands and a decimal comma. Intl's sv-SE output
 * uses non-breaking spaces and a Unicode minus; they are normalised to the plain characters users
 * type and tests read, so a formatted value can be pasted back into an input.
 */
const formatters = new Map<string, Intl.NumberFormat>();

const formatterFor = (minimumFractionDigits: number, maximumFractionDigits: number): Intl.NumberFormat => {
  const key = `${minimumFractionDigits}:${maximumFractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('sv-SE', { minimumFractionDigits, maximumFractionDigits });
    formatters.set(key, formatter);
  }
  return formatter;
};

const plain = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\u2212/g, '-');

export interface NumberFormatOptions {
  /** Decimals always shown (2 for "2 780,00"). */
  decimals?: number;
  /** Most decimals shown when `decimals` is not set; trailing zeros are dropped. */
  maxDecimals?: number;
}

/** 12500 → "12 500"; 12.5 → "12,5"; `{ decimals: 2 }` → "12,50". */
export const formatNumber = (value: number, { decimals, maxDecimals = 2 }: NumberFormatOptions = {}): string =>
  plain(formatterFor(decimals ?? 0, decimals ?? maxDecimals).format(value));

/** "12,5", "12.5" and "12 500,5" as typed → a number; blank or unreadable → null. */
export const parseDecimal = (text: string | number | null | undefined): number | null => {
  if (typeof text === 'number') return Number.isFinite(text) ? text : null;
  const compact = (text ?? '')
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/\u2212/g, '-')
    .replace(',', '.');
  if (compact === '' || !/^-?(\d+\.?\d*|\.\d+)$/.test(compact)) return null;
  return Number(compact);
};

/** A distance: 1234567 → "1 234 567 km"; a missing reading → "—". */
export const formatKm = (km: number | null | undefined): string => (km == null ? '—' : `${formatNumber(km, { maxDecimals: 0 })} km`);

/**
 * An amount in öre (the API's integers) → kronor: "11 500 kr" by default, "2 780,00 kr" with
 * `{ ore: true }` where öre matter (prices per unit, invoice lines).
 */
export const formatMoney = (
  ore: number | null | undefined,
  { ore: showOre = false, currency = 'kr' }: { ore?: boolean; currency?: string } = {},
): string => {
  if (ore == null) return '—';
  const kronor = ore / 100;
  const unit = currency === 'SEK' ? 'kr' : currency;
  return `${formatNumber(kronor, showOre ? { decimals: 2 } : { maxDecimals: 0 })} ${unit}`;
};

/** Öre → the kronor an input shows, with a decimal comma and no ",00": 250050 → "2500,50", 65000 → "650". */
export const oreToInput = (ore: number | null | undefined): string =>
  ore == null ? '' : (ore / 100).toFixed(2).replace(/\.00$/, '').replace('.', ',');

/** Kronor as typed ("2500,50", "2500.5") → öre, rounded; blank or unreadable → null. */
export const inputToOre = (text: string | number | null | undefined): number | null => {
  const kronor = parseDecimal(text);
  return kronor == null ? null : Math.round(kronor * 100);
};

/** "1 stop", "2 stops", "0 stops"; irregular plurals passed in ("1 child", "2 children"). */
export const formatCount = (count: number, singular: string, plural = `${singular}s`): string =>
  `${formatNumber(count, { maxDecimals: 0 })} ${count === 1 ? singular : plural}`;

/** A driving time in whole minutes: "45 min", "4 h 5 min", "3 h". */
export const formatDuration = (minutes: number | null | undefined): string => {
  if (minutes == null) return '—';
  const total = Math.max(0, Math.round(minutes));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${formatNumber(hours, { maxDecimals: 0 })} h` : `${formatNumber(hours, { maxDecimals: 0 })} h ${rest} min`;
};
