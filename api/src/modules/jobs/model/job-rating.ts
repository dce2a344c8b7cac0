import {
  type ChargeLine,
  type ChargeWording,
  describeCharge,
  effectiveLines,
  invoiceUnit,
  type JobQuantities,
  lineAmount,
  type OperationType,
  type PriceAgreement,
  rateJob,
  type VehicleClass,
} from '@haulage/shared/contracts';

export interface RatedJob {
  vehicleClass: VehicleClass;
  kmPlanned: number | null;
  kmActual: number | null;
  hoursActual: number | null;
  /** Ordered stops with their destination's area name. */
  stops: { type: string; area: string | null; plannedFrom: string | null; plannedTo: string | null }[];
}

export interface OperationCharge {
  type: OperationType;
  /** The Swedish text: what the office and the exports read. */
  description: string | null;
  /** What the text says, as data; null on the dispatcher's own text, which prints as typed. */
  wording: ChargeWording | null;
  quantity: number;
  amount: number;
  unit: string;
  unitPrice: number;
  source: 'agreement' | 'manual';
}

export interface JobPrice {
  priceTotal: number;
  currency: string;
  charges: (ChargeLine | OperationCharge)[];
}

/** Hours: the actuals when known, else the planned span of the stops. */
const hoursOf = (job: RatedJob): number | undefined => {
  if (job.hoursActual != null) return job.hoursActual;
  const times = job.stops
    .flatMap((s) => [s.plannedFrom, s.plannedTo])
    .filter((t): t is string => !!t)
    .sort();
  return times.length >= 2 ? (Date.parse(times.at(-1)!) - Date.parse(times[0]!)) / 3_600_000 : undefined;
};

/** What the agreement is applied to: actuals when known, planned values before. */
export const jobQuantities = (job: RatedJob): JobQuantities => {
  const pickup = job.stops.find((s) => s.type === 'pickup') ?? job.stops[0];
  const delivery = [...job.stops].reverse().find((s) => s.type === 'delivery') ?? job.stops.at(-1);
  return {
    vehicleClass: job.vehicleClass,
    km: job.kmActual ?? job.kmPlanned ?? undefined,
    hours: hoursOf(job),
    stops: job.stops.length,
    fromArea: pickup?.area ?? null,
    toArea: delivery?.area ?? null,
  };
};

/**
 * The job's charges: the agreement's lines for its quantities (a matching lane price instead of km
 * and hours, decided by `rateJob`), then its extra work.
 */
export const priceJob = (
  job: RatedJob,
  agreement: PriceAgreement | null,
  generic: PriceAgreement,
  operations: OperationCharge[],
): JobPrice => {
  const rated = rateJob(jobQuantities(job), agreement, generic);
  const charges = [...rated.lines, ...operations];
  return { priceTotal: charges.reduce((sum, line) => sum + line.amount, 0), currency: rated.currency, charges };
};

/** Agreement components that price an operation per unit of its quantity. */
const COMPONENT_OF: Partial<
  Record<OperationType, { component: 'waiting_time' | 'stop'; unit: string; perUnit: (q: number) => JobQuantities }>
> = {
  waiting_time: { component: 'waiting_time', unit: 'h', perUnit: (hours) => ({ vehicleClass: 'truck', waitingMinutes: hours * 60 }) },
  extra_stop: { component: 'stop', unit: 'stop', perUnit: (stops) => ({ vehicleClass: 'truck', stops }) },
};

/** The line's text: the dispatcher's own as typed (no wording), else the wording's Swedish. */
const textOf = (own: string | null | undefined, wording: ChargeWording): Pick<OperationCharge, 'description' | 'wording'> =>
  own ? { description: own, wording: null } : { description: describeCharge(wording, 'sv'), wording };

/**
 * Prices extra work: by the agreement's component where it has one (waiting time in hours, extra
 * stops), otherwise the amount given. Without either it is a free line (amount 0).
 */
export const priceOperation = (
  operation: { type: OperationType; description?: string | null; quantity: number; amount?: number | null },
  vehicleClass: VehicleClass,
  agreement: PriceAgreement | null,
  generic: PriceAgreement,
): OperationCharge => {
  const { type, description: own, quantity } = operation;
  const mapping = COMPONENT_OF[type];
  if (mapping && operation.amount == null) {
    const rated = rateJob({ ...mapping.perUnit(quantity), vehicleClass }, agreement, generic).lines.find(
      (line) => line.component === mapping.component,
    );
    if (rated)
      return {
        type,
        // A minimum charge's own text says so; a free text would hide why the line is 1 × the minimum.
        ...textOf(rated.minimumCharge ? null : own, rated.wording),
        quantity: rated.quantity,
        unit: rated.unit,
        unitPrice: rated.unitPrice,
        amount: rated.amount,
        source: 'agreement',
      };
    // Priced by the agreement but within its free quantity (e.g. the first 2 h of waiting): nothing to charge.
    const line = effectiveLines(agreement, generic).find(
      ({ line: l }) => l.component === mapping.component && l.vehicleClass === vehicleClass,
    )?.line;
    if (line)
      return {
        type,
        ...textOf(own, { operation: type, includedInAgreement: true }),
        quantity,
        unit: invoiceUnit(mapping.unit),
        // Free, so priced at 0: the line must still read quantity × unit price = amount.
        unitPrice: 0,
        amount: 0,
        source: 'agreement',
      };
  }
  const amount = operation.amount ?? 0;
  const unitPrice = quantity > 0 ? Math.round(amount / quantity) : amount;
  // The amount was given for the whole quantity: when it does not divide into whole öre per unit,
  // the line is 1 × the amount, naming the quantity, so that it still multiplies out.
  if (lineAmount(quantity, unitPrice) !== amount) {
    const text = textOf(null, own ? { text: own, count: quantity } : { operation: type, count: quantity });
    return { type, ...text, quantity: 1, unit: 'st', unitPrice: amount, amount, source: 'manual' };
  }
  return { type, ...textOf(own, { operation: type }), quantity, unit: 'st', unitPrice, amount, source: 'manual' };
};
