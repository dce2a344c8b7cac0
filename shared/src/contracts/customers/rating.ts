import type { VehicleClass } from '../fleet/truck';
import { lineAmount } from '../finance/line-amount';
import { type ComponentWording, describeCharge } from './charge-wording';
import { invoiceUnit, PRICE_COMPONENT_UNITS, PRICE_COMPONENTS, type PriceComponent, type Rounding } from './price-components';
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

/**
 * A line as the invoice prints it (Swedish text and unit). quantity × unitPrice = amount to the
 * öre (`lineAmount`), always: a minimum charge that lifts the amount is the line "1 st × the
 * minimum", its description naming the measured quantity, never a quantity that does not multiply out.
 */
export interface ChargeLine {
  component: PriceComponent;
  /** The Swedish text (`describeCharge(wording, 'sv')`): what the office and the exports read. */
  description: string;
  /** What the text says, as data: the invoice prints it in its reader's language. */
  wording: ComponentWording;
  /** In `unit`, two decimals: after free quantity, rounding and minimum quantity; 1 for a minimum charge. */
  quantity: number;
  unit: string;
  /** Öre per unit. */
  unitPrice: number;
  /** Öre: quantity × unitPrice, rounded half up once per line. */
  amount: number;
  /** Set when the line is the agreement's minimum charge instead of its measured quantity. */
  minimumCharge?: true;
  /** Whether the price came from the customer's agreement or was inherited from the generic model. */
  source: 'agreement' | 'generic';
}

/** The components a matching lane (zone-to-zone) price replaces: it is the price of the distance and the time. */
export const LANE_REPLACES: readonly PriceComponent[] = ['km', 'hour'];

export interface RatingBasis {
  /** The job's zones: of its first pickup and its last delivery. */
  fromArea: string | null;
  toArea: string | null;
  /** The lane whose price applies (as the agreement names it), replacing km and hours; null when none matches. */
  lane: { fromArea: string; toArea: string } | null;
}

export interface RatingResult {
  lines: ChargeLine[];
  total: number;
  currency: string;
  basis: RatingBasis;
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

/** The notes the line's rules add to its text: each only when it applies. */
const wordingOf = (line: PriceLine, quantity: number): ComponentWording => ({
  component: line.component,
  ...(line.component === 'zone_to_zone' ? { lane: { fromArea: line.fromArea ?? '', toArea: line.toArea ?? '' } } : {}),
  ...(line.freeQuantity ? { freeQuantity: line.freeQuantity } : {}),
  ...(line.rounding !== 'none' ? { rounding: line.rounding } : {}),
  ...(line.minQuantity && quantity <= line.minQuantity ? { minQuantity: line.minQuantity } : {}),
});

const rateLine = (line: PriceLine, q: JobQuantities, source: ChargeLine['source']): ChargeLine | null => {
  const scale = SCALE[line.component];
  const free = Math.round((line.freeQuantity ?? 0) * scale);
  let units = Math.max(0, measured(line.component, q) - free);
  if (units === 0) return null;
  units = roundQuantity(units, scale, line.rounding);
  units = Math.max(units, Math.round((line.minQuantity ?? 0) * scale));
  // The invoice prints two decimals, so the amount is priced on exactly the quantity it shows.
  const hundredths = divideHalfUp(units * 100, scale);
  if (hundredths === 0) return null;
  const quantity = hundredths / 100;
  const unit = invoiceUnit(PRICE_COMPONENT_UNITS[line.component]);
  const wording = wordingOf(line, quantity);
  const amount = lineAmount(quantity, line.unitPrice);
  if (line.minCharge && amount < line.minCharge) {
    const minimum = { ...wording, minimumChargeFor: quantity };
    return {
      component: line.component,
      description: describeCharge(minimum, 'sv'),
      wording: minimum,
      quantity: 1,
      unit: 'st',
      unitPrice: line.minCharge,
      amount: line.minCharge,
      minimumCharge: true,
      source,
    };
  }
  const description = describeCharge(wording, 'sv');
  return { component: line.component, description, wording, quantity, unit, unitPrice: line.unitPrice, amount, source };
};

/**
 * Prices a job under a customer's agreement (or none) and the generic model. Per line: free
 * quantity off, rounding up, minimum quantity, price, then the minimum charge. Zone prices take
 * the line whose area pair matches the job, or the reverse pair when only that is priced; a
 * matching lane is the price of the distance and the time, so km and hours are then not charged
 * (fees, stops and waiting time still are). Without a lane, km and hours apply.
 */
export const rateJob = (quantities: JobQuantities, agreement: PriceAgreement | null, genericModel: PriceAgreement): RatingResult => {
  const candidates = effectiveLines(agreement, genericModel).filter(({ line }) => line.vehicleClass === quantities.vehicleClass);
  const zones = candidates.filter(({ line }) => line.component === 'zone_to_zone');
  const zone =
    zones.find(({ line }) => zoneMatches(line, quantities)) ??
    zones.find(({ line }) => zoneMatches(line, { ...quantities, fromArea: quantities.toArea, toArea: quantities.fromArea }));
  const lines = candidates
    .filter((candidate) =>
      candidate.line.component === 'zone_to_zone' ? candidate === zone : !(zone && LANE_REPLACES.includes(candidate.line.component)),
    )
    .sort((a, b) => PRICE_COMPONENTS.indexOf(a.line.component) - PRICE_COMPONENTS.indexOf(b.line.component))
    .map(({ line, source }) => rateLine(line, quantities, source))
    .filter((line): line is ChargeLine => line !== null);
  const basis: RatingBasis = {
    fromArea: quantities.fromArea ?? null,
    toArea: quantities.toArea ?? null,
    lane: zone ? { fromArea: zone.line.fromArea ?? '', toArea: zone.line.toArea ?? '' } : null,
  };
  return { lines, total: lines.reduce((sum, line) => sum + line.amount, 0), currency: agreement?.currency ?? genericModel.currency, basis };
};

/** Why these lines, in a sentence for the office (the job form's preview). */
export const ratingBasisText = ({ fromArea, toArea, lane }: RatingBasis): string => {
  if (lane) return `The lane price ${lane.fromArea} – ${lane.toArea} replaces km and hours; fees, stops and waiting time still apply.`;
  if (fromArea && toArea) return `No lane price for ${fromArea} – ${toArea}, so km and hours apply.`;
  return 'No lane price until the pickup’s and the delivery’s zones are known, so km and hours apply.';
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
