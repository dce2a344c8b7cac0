import type { VehicleClass } from '../fleet/truck';
import { PRICE_COMPONENT_LABELS, PRICE_COMPONENT_UNITS, PRICE_COMPONENTS, type PriceComponent, type Rounding } from './price-components';
import { priceLineKey, type PriceAgreement, type PriceLine } from './pricing';

/** What a job measured: hours on the job, driven km, stops, waiting minutes and its zones. */
export interface JobQuantities {
  vehicleClass: VehicleClass;
  hours?: number;
  km?: number;
  stops?: number;
  waitingMinutes?: number;
  fromArea?: string | null;
  toArea?: string | null;
}

export interface ChargeLine {
  component: PriceComponent;
  description: string;
  /** In the component's unit, after free quantity, rounding and minimum. */
  quantity: number;
  unit: string;
  /** Öre per unit. */
  unitPrice: number;
  /** Öre, rounded half up once per line. */
  amount: number;
  /** Whether the price came from the customer's agreement or was inherited from the generic model. */
  source: 'agreement' | 'generic';
}

export interface RatingResult {
  lines: ChargeLine[];
  total: number;
  currency: string;
}

/**
 * Quantities are counted in whole sub-units so rounding and pricing never see floating point:
 * seconds for time, metres for distance, whole stops/jobs.
 */
const SCALE: Record<PriceComponent, number> = {
  hour: 3600,
  waiting_time: 3600,
  km: 1000,
  stop: 1,
  fixed: 1,
  start_fee: 1,
  zone_to_zone: 1,
};

const roundQuantity = (value: number, scale: number, rounding: Rounding): number => {
  switch (rounding) {
    case 'per_started_15_min':
      return scale === 3600 ? Math.ceil(value / 900) * 900 : value;
    case 'per_started_hour':
    case 'per_started_km':
      return Math.ceil(value / scale) * scale;
    case 'whole_km':
      return Math.floor((value + scale / 2) / scale) * scale;
    default:
      return value;
  }
};

/** a / b rounded half up, for non-negative integers. */
const divideHalfUp = (a: number, b: number): number => Math.floor((2 * a + b) / (2 * b));

const measured = (component: PriceComponent, q: JobQuantities): number => {
  const scale = SCALE[component];
  switch (component) {
    case 'hour':
      return Math.round((q.hours ?? 0) * scale);
    case 'waiting_time':
      return Math.round((q.waitingMinutes ?? 0) * 60);
    case 'km':
      return Math.round((q.km ?? 0) * scale);
    case 'stop':
      return Math.max(0, Math.round(q.stops ?? 0));
    default:
      return 1; // fixed, start fee and a matching zone price are charged once per job
  }
};

/** The customer's lines, plus every generic line (same currency) the agreement does not override. */
export const effectiveLines = (
  agreement: PriceAgreement | null,
  generic: PriceAgreement,
): { line: PriceLine; source: ChargeLine['source'] }[] => {
  const own = agreement?.lines ?? [];
  const overridden = new Set(own.map(priceLineKey));
  // Inheriting öre from a SEK model into a EUR agreement would charge the wrong amount.
  const inherit = !agreement || agreement.currency === generic.currency;
  return [
    ...own.map((line) => ({ line, source: 'agreement' as const })),
    ...(inherit ? generic.lines.filter((line) => !overridden.has(priceLineKey(line))) : []).map((line) => ({
      line,
      source: (agreement ? 'generic' : 'agreement') as ChargeLine['source'],
    })),
  ];
};

const zoneMatches = (line: PriceLine, q: JobQuantities): boolean =>
  !!q.fromArea && !!q.toArea && line.fromArea === q.fromArea && line.toArea === q.toArea;

const describe = (line: PriceLine, quantity: number): string => {
  const label =
    line.component === 'zone_to_zone'
      ? `${PRICE_COMPONENT_LABELS.zone_to_zone} ${line.fromArea} – ${line.toArea}`
      : PRICE_COMPONENT_LABELS[line.component];
  const notes: string[] = [];
  if (line.freeQuantity) notes.push(`${line.freeQuantity} ${PRICE_COMPONENT_UNITS[line.component]} free`);
  if (line.rounding !== 'none') notes.push(line.rounding.replace(/_/g, ' '));
  if (line.minQuantity && quantity <= line.minQuantity) notes.push(`minimum ${line.minQuantity} ${PRICE_COMPONENT_UNITS[line.component]}`);
  return notes.length > 0 ? `${label} (${notes.join(', ')})` : label;
};

const rateLine = (line: PriceLine, q: JobQuantities, source: ChargeLine['source']): ChargeLine | null => {
  const scale = SCALE[line.component];
  const free = Math.round((line.freeQuantity ?? 0) * scale);
  let units = Math.max(0, measured(line.component, q) - free);
  if (units === 0) return null;
  units = roundQuantity(units, scale, line.rounding);
  units = Math.max(units, Math.round((line.minQuantity ?? 0) * scale));
  const amount = Math.max(divideHalfUp(line.unitPrice * units, scale), line.minCharge ?? 0);
  const quantity = units / scale;
  return {
    component: line.component,
    description: describe(line, quantity),
    quantity,
    unit: PRICE_COMPONENT_UNITS[line.component],
    unitPrice: line.unitPrice,
    amount,
    source,
  };
};

/**
 * Prices a job under a customer's agreement (or none) and the generic model. Per line: free
 * quantity off, rounding up, minimum quantity, price, then the minimum charge. Zone prices take
 * the line whose area pair matches the job, or the reverse pair when only that is priced.
 */
export const rateJob = (quantities: JobQuantities, agreement: PriceAgreement | null, genericModel: PriceAgreement): RatingResult => {
  const candidates = effectiveLines(agreement, genericModel).filter(({ line }) => line.vehicleClass === quantities.vehicleClass);
  const zones = candidates.filter(({ line }) => line.component === 'zone_to_zone');
  const zone =
    zones.find(({ line }) => zoneMatches(line, quantities)) ??
    zones.find(({ line }) => zoneMatches(line, { ...quantities, fromArea: quantities.toArea, toArea: quantities.fromArea }));
  const lines = candidates
    .filter((candidate) => candidate.line.component !== 'zone_to_zone' || candidate === zone)
    .sort((a, b) => PRICE_COMPONENTS.indexOf(a.line.component) - PRICE_COMPONENTS.indexOf(b.line.component))
    .map(({ line, source }) => rateLine(line, quantities, source))
    .filter((line): line is ChargeLine => line !== null);
  return { lines, total: lines.reduce((sum, line) => sum + line.amount, 0), currency: agreement?.currency ?? genericModel.currency };
};

/** 225875 → "2 258,75 kr" style, for descriptions and previews. */
export const formatMinorUnits = (amount: number, currency = 'SEK'): string => {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${sign}${whole},${String(abs % 100).padStart(2, '0')} ${currency === 'SEK' ? 'kr' : currency}`;
};
