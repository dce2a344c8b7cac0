import { type ChargeWording, describeCharge, readChargeWording, withMinimumCharge } from './charge-wording';
import type { PriceAgreement, PriceLine } from './pricing';
import { rateJob } from './rating';
import { generatedRatingCases, truckLine } from './testing/rating-cases';

const line = truckLine;

const noModel: PriceAgreement = { name: 'None', currency: 'SEK', lines: [] };
const agreementOf = (...lines: PriceLine[]): PriceAgreement => ({ name: 'x', currency: 'SEK', lines });

/**
 * The Swedish text as the rating engine wrote it before lines kept their wording, rule for rule:
 * the oracle that `describeCharge(wording, 'sv')` still writes it to the letter.
 */
const SWEDISH_LABELS: Record<string, string> = {
  hour: 'Timmar',
  km: 'Körsträcka',
  fixed: 'Fast pris',
  start_fee: 'Startavgift',
  stop: 'Stopp',
  waiting_time: 'Väntetid',
  zone_to_zone: 'Sträckpris',
};
const SWEDISH_ROUNDINGS: Record<string, string> = {
  per_started_15_min: 'per påbörjad kvart',
  per_started_hour: 'per påbörjad timme',
  per_started_km: 'per påbörjad km',
  whole_km: 'hela km',
};
const UNITS: Record<string, string> = { hour: 'h', waiting_time: 'h', km: 'km' };
const swedishText = (priced: PriceLine, quantity: number, minimumFor: number | null): string => {
  const written = (value: number) => String(value).replace('.', ',');
  const unit = UNITS[priced.component] ?? 'st';
  const label =
    priced.component === 'zone_to_zone'
      ? `${SWEDISH_LABELS.zone_to_zone} ${priced.fromArea} – ${priced.toArea}`
      : SWEDISH_LABELS[priced.component]!;
  const notes: string[] = [];
  if (priced.freeQuantity) notes.push(`${written(priced.freeQuantity)} ${unit} fritt`);
  if (priced.rounding !== 'none') notes.push(SWEDISH_ROUNDINGS[priced.rounding]!);
  if (priced.minQuantity && quantity <= priced.minQuantity) notes.push(`lägst ${written(priced.minQuantity)} ${unit}`);
  const text = notes.length > 0 ? `${label} (${notes.join(', ')})` : label;
  return minimumFor === null ? text : `${text}, minimidebitering för ${written(minimumFor)} ${unit}`;
};

describe('describeCharge', () => {
  it('writes the rating tests’ lines in Swedish as before and in English', () => {
    const cases: [PriceLine, Parameters<typeof rateJob>[0], string, string][] = [
      [
        line({ component: 'hour', unitPrice: 695_00, rounding: 'per_started_hour', minCharge: 1_500_00 }),
        { vehicleClass: 'truck', hours: 1.2 },
        'Timmar (per påbörjad timme), minimidebitering för 2 h',
        'Hours (per started hour), minimum charge for 2 h',
      ],
      [
        line({ component: 'hour', unitPrice: 600_00, minQuantity: 2 }),
        { vehicleClass: 'truck', hours: 0.75 },
        'Timmar (lägst 2 h)',
        'Hours (at least 2 h)',
      ],
      [
        line({ component: 'waiting_time', unitPrice: 450_00, rounding: 'per_started_15_min', freeQuantity: 2 }),
        { vehicleClass: 'truck', waitingMinutes: 160 },
        'Väntetid (2 h fritt, per påbörjad kvart)',
        'Waiting time (2 h free, per started quarter hour)',
      ],
      [
        line({ component: 'km', unitPrice: 20_00, rounding: 'per_started_km', minQuantity: 10 }),
        { vehicleClass: 'truck', km: 7.3 },
        'Körsträcka (per påbörjad km, lägst 10 km)',
        'Distance (per started km, at least 10 km)',
      ],
      [
        line({ component: 'km', unitPrice: 18_50, rounding: 'whole_km' }),
        { vehicleClass: 'truck', km: 120.4 },
        'Körsträcka (hela km)',
        'Distance (rounded to whole km)',
      ],
      [line({ component: 'start_fee', unitPrice: 350_00 }), { vehicleClass: 'truck' }, 'Startavgift', 'Start fee'],
      [line({ component: 'fixed', unitPrice: 900_00 }), { vehicleClass: 'truck' }, 'Fast pris', 'Fixed price'],
      [
        line({ component: 'stop', unitPrice: 125_00, freeQuantity: 1 }),
        { vehicleClass: 'truck', stops: 3 },
        'Stopp (1 st fritt)',
        'Stops (1 pc free)',
      ],
      [
        line({ component: 'stop', unitPrice: 125_00, freeQuantity: 2, minQuantity: 5 }),
        { vehicleClass: 'truck', stops: 4 },
        'Stopp (2 st fritt, lägst 5 st)',
        'Stops (2 pcs free, at least 5 pcs)',
      ],
      [
        line({ component: 'zone_to_zone', unitPrice: 4_900_00, fromArea: 'Göteborg', toArea: 'Jönköping' }),
        { vehicleClass: 'truck', fromArea: 'Jönköping', toArea: 'Göteborg' },
        'Sträckpris Göteborg – Jönköping',
        'Route price Göteborg – Jönköping',
      ],
      [
        line({ component: 'waiting_time', unitPrice: 450_00, minCharge: 600_00 }),
        { vehicleClass: 'truck', waitingMinutes: 30 },
        'Väntetid, minimidebitering för 0,5 h',
        'Waiting time, minimum charge for 0.5 h',
      ],
    ];
    for (const [priced, quantities, swedish, english] of cases) {
      const [charged] = rateJob(quantities, agreementOf(priced), noModel).lines;
      expect([charged!.description, describeCharge(charged!.wording, 'sv'), describeCharge(charged!.wording, 'en')]).toEqual([
        swedish,
        swedish,
        english,
      ]);
    }
  });

  it('writes every generated line’s Swedish exactly as the engine wrote it before, and English without a Swedish word', () => {
    // The rating tests' generated agreements and jobs: the same cases every run.
    const wrong: object[] = [];
    for (const [i, { agreement, quantities }] of generatedRatingCases(3000).entries()) {
      const lines = agreement.lines;
      for (const charged of rateJob(quantities, agreement, noModel).lines) {
        const priced = lines.find((candidate) => candidate.component === charged.component)!;
        const measured = charged.minimumCharge ? charged.wording.minimumChargeFor! : charged.quantity;
        const before = swedishText(priced, measured, charged.minimumCharge ? measured : null);
        const english = describeCharge(charged.wording, 'en');
        if (charged.description !== before || describeCharge(charged.wording, 'sv') !== before)
          wrong.push({ case: i, before, now: charged.description });
        if (/fritt|lägst|påbörjad|minimidebitering|Timmar|Körsträcka|Väntetid|,\d/.test(english)) wrong.push({ case: i, english });
      }
    }
    expect(wrong).toEqual([]);
  });

  it('writes quantities in the reader’s decimal form, never grouped', () => {
    const wording: ChargeWording = { component: 'km', rounding: 'whole_km', minimumChargeFor: 1234.5, freeQuantity: 2.25 };
    expect(describeCharge(wording, 'sv')).toBe('Körsträcka (2,25 km fritt, hela km), minimidebitering för 1234,5 km');
    expect(describeCharge(wording, 'en')).toBe('Distance (2.25 km free, rounded to whole km), minimum charge for 1234.5 km');
  });

  it('notes a minimum charge on a text stored before wordings', () => {
    expect(withMinimumCharge('Hours', 1.5, 'h', 'sv')).toBe('Hours, minimidebitering för 1,5 h');
    expect(withMinimumCharge('Stopp', 2, 'stop', 'en')).toBe('Stopp, minimum charge for 2 pcs');
  });

  it('counts one thing in English as "1 pc", any other quantity as "pcs", and Swedish always as "st"', () => {
    const wording = (freeQuantity: number, minimumChargeFor: number): ChargeWording => ({
      component: 'stop',
      freeQuantity,
      minimumChargeFor,
    });
    expect(describeCharge(wording(1, 1), 'en')).toBe('Stops (1 pc free), minimum charge for 1 pc');
    expect(describeCharge(wording(0.5, 2), 'en')).toBe('Stops (0.5 pcs free), minimum charge for 2 pcs');
    expect(describeCharge(wording(1, 1), 'sv')).toBe('Stopp (1 st fritt), minimidebitering för 1 st');
    expect(describeCharge({ component: 'hour', freeQuantity: 1 }, 'en')).toBe('Hours (1 h free)');
  });
});

describe('readChargeWording', () => {
  it('reads a stored wording as text or parsed, and nothing from a line without one or an unreadable one', () => {
    const wording: ChargeWording = { component: 'zone_to_zone', lane: { fromArea: 'Göteborg', toArea: 'Malmö' } };
    expect(readChargeWording(JSON.stringify(wording))).toEqual(wording);
    expect(readChargeWording(wording)).toEqual(wording);
    for (const stored of [null, undefined, '', '{', '"Timmar"', { component: 'crane' }, { component: 'km', rounding: 'none' }])
      expect(readChargeWording(stored)).toBeNull();
  });
});
