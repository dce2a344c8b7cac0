import type { PriceAgreement } from './pricing';
import { lineAmount } from '../finance/line-amount';
import { formatMinorUnits, rateJob, ratingBasisText } from './rating';
import { generatedRatingCases, truckLine } from './testing/rating-cases';

const line = truckLine;

const generic: PriceAgreement = {
  name: 'Generic model',
  currency: 'SEK',
  lines: [
    line({ component: 'hour', unitPrice: 650_00, rounding: 'per_started_15_min' }),
    line({ component: 'km', unitPrice: 18_50, rounding: 'whole_km' }),
    line({ component: 'start_fee', unitPrice: 350_00 }),
    line({ component: 'waiting_time', unitPrice: 450_00, rounding: 'per_started_15_min', freeQuantity: 2 }),
    line({ component: 'stop', unitPrice: 125_00 }),
    line({ component: 'zone_to_zone', unitPrice: 4_900_00, fromArea: 'Göteborg', toArea: 'Jönköping' }),
    line({ vehicleClass: 'van', component: 'hour', unitPrice: 495_00, rounding: 'per_started_15_min' }),
    line({ vehicleClass: 'van', component: 'km', unitPrice: 9_00, rounding: 'whole_km' }),
  ],
};

const onlyHours: PriceAgreement = {
  name: 'Hours',
  currency: 'SEK',
  lines: [line({ component: 'hour', unitPrice: 695_00, rounding: 'per_started_15_min' })],
};

describe('rateJob', () => {
  it('rounds 3 h 10 min per started 15 min: 3.25 h at 695 kr/h = 2 258,75 kr', () => {
    const result = rateJob({ vehicleClass: 'truck', hours: 3 + 10 / 60 }, onlyHours, { ...generic, lines: [] });
    expect(result.lines).toEqual([
      expect.objectContaining({ component: 'hour', quantity: 3.25, unit: 'h', unitPrice: 695_00, amount: 2_258_75, source: 'agreement' }),
    ]);
    expect(formatMinorUnits(result.total)).toBe('2\u00a0258,75 kr');
  });

  it('charges the minimum of 1 500 kr on a short job as one line of 1 × 1 500 kr that says so', () => {
    const agreement: PriceAgreement = {
      name: 'Min',
      currency: 'SEK',
      lines: [line({ component: 'hour', unitPrice: 695_00, rounding: 'per_started_hour', minCharge: 1_500_00 })],
    };
    const short = rateJob({ vehicleClass: 'truck', hours: 1.2 }, agreement, { ...generic, lines: [] });
    expect(short.total).toBe(1_500_00);
    // Never "2 h × 695,00 = 1 500,00": the line multiplies out as printed.
    expect(short.lines).toEqual([
      expect.objectContaining({
        description: 'Timmar (per påbörjad timme), minimidebitering för 2 h',
        quantity: 1,
        unit: 'st',
        unitPrice: 1_500_00,
        amount: 1_500_00,
        minimumCharge: true,
      }),
    ]);
    // 2.5 h → 3 started hours = 2 085 kr, above the minimum
    expect(rateJob({ vehicleClass: 'truck', hours: 2.5 }, agreement, { ...generic, lines: [] }).total).toBe(2_085_00);
  });

  it('charges a minimum quantity of 2 hours', () => {
    const agreement: PriceAgreement = {
      name: 'Min',
      currency: 'SEK',
      lines: [line({ component: 'hour', unitPrice: 600_00, minQuantity: 2 })],
    };
    const result = rateJob({ vehicleClass: 'truck', hours: 0.75 }, agreement, { ...generic, lines: [] });
    expect(result.lines[0]).toMatchObject({ quantity: 2, amount: 1_200_00, description: 'Timmar (lägst 2 h)' });
  });

  it('gives 2 h free waiting, then 450 kr/h per started 15 min', () => {
    const noWait = rateJob({ vehicleClass: 'truck', waitingMinutes: 110 }, null, generic);
    expect(noWait.lines.find((l) => l.component === 'waiting_time')).toBeUndefined();
    const wait = rateJob({ vehicleClass: 'truck', waitingMinutes: 160 }, null, generic);
    // 2 h 40 min − 2 h free = 40 min → 45 min = 0.75 h × 450 kr = 337,50 kr
    expect(wait.lines.find((l) => l.component === 'waiting_time')).toMatchObject({ quantity: 0.75, amount: 337_50 });
  });

  it('prices a van by the van model and a truck by the truck model', () => {
    const job = { hours: 4, km: 120.4 };
    const van = rateJob({ vehicleClass: 'van', ...job }, null, generic);
    expect(van.lines.map((l) => [l.component, l.amount])).toEqual([
      ['hour', 1_980_00],
      ['km', 1_080_00],
    ]);
    const truck = rateJob({ vehicleClass: 'truck', ...job }, null, generic);
    // 4 h × 650 + 120 km × 18,50 + start fee 350
    expect(truck.total).toBe(2_600_00 + 2_220_00 + 350_00);
  });

  it('inherits the km price from the generic model while the hour price is overridden', () => {
    const result = rateJob({ vehicleClass: 'truck', hours: 2, km: 80 }, onlyHours, generic);
    expect(result.lines).toEqual([
      expect.objectContaining({ component: 'hour', unitPrice: 695_00, amount: 1_390_00, source: 'agreement' }),
      expect.objectContaining({ component: 'km', unitPrice: 18_50, amount: 1_480_00, source: 'generic' }),
      expect.objectContaining({ component: 'start_fee', amount: 350_00, source: 'generic' }),
    ]);
    expect(result.total).toBe(3_220_00);
  });

  it('does not inherit prices from a model in another currency', () => {
    const euro: PriceAgreement = { ...onlyHours, currency: 'EUR', lines: [line({ component: 'hour', unitPrice: 60_00 })] };
    const result = rateJob({ vehicleClass: 'truck', hours: 1, km: 50 }, euro, generic);
    expect(result).toMatchObject({ currency: 'EUR', total: 60_00, lines: [expect.objectContaining({ component: 'hour' })] });
  });

  it('picks the zone price of the matching area pair, in either direction', () => {
    const there = rateJob({ vehicleClass: 'truck', fromArea: 'Göteborg', toArea: 'Jönköping' }, null, generic);
    expect(there.lines).toEqual([
      expect.objectContaining({ component: 'start_fee', description: 'Startavgift', unit: 'st' }),
      expect.objectContaining({ component: 'zone_to_zone', amount: 4_900_00, description: 'Sträckpris Göteborg – Jönköping' }),
    ]);
    const back = rateJob({ vehicleClass: 'truck', fromArea: 'Jönköping', toArea: 'Göteborg' }, null, generic);
    expect(back.total).toBe(5_250_00);
    const elsewhere = rateJob({ vehicleClass: 'truck', fromArea: 'Malmö', toArea: 'Stockholm' }, null, generic);
    expect(elsewhere.lines.map((l) => l.component)).toEqual(['start_fee']);
  });

  it('charges stops per stop and rounds each line half up without floating drift', () => {
    const agreement: PriceAgreement = {
      name: 'x',
      currency: 'SEK',
      lines: [line({ component: 'km', unitPrice: 1_95 }), line({ component: 'stop', unitPrice: 125_00 })],
    };
    // 10.1 km × 1,95 kr = 19,695 kr → 19,70 kr (half up), never 19,69 from 0.1 float error
    const result = rateJob({ vehicleClass: 'truck', km: 10.1, stops: 3 }, agreement, { ...generic, lines: [] });
    expect(result.lines.map((l) => l.amount)).toEqual([19_70, 375_00]);
    expect(result.total).toBe(394_70);
  });

  it('rounds km per started km', () => {
    const agreement: PriceAgreement = {
      name: 'x',
      currency: 'SEK',
      lines: [line({ component: 'km', unitPrice: 20_00, rounding: 'per_started_km' })],
    };
    expect(rateJob({ vehicleClass: 'truck', km: 10.1 }, agreement, { ...generic, lines: [] }).lines[0]).toMatchObject({
      quantity: 11,
      amount: 220_00,
    });
  });

  it('lets a matching lane price replace km and hours, keeping fees, stops and waiting time', () => {
    const job = { vehicleClass: 'truck' as const, km: 148, hours: 6.5, stops: 2, waitingMinutes: 150 };
    const lane = rateJob({ ...job, fromArea: 'Göteborg', toArea: 'Jönköping' }, null, generic);
    expect(lane.lines.map((l) => l.component)).toEqual(['start_fee', 'stop', 'waiting_time', 'zone_to_zone']);
    expect(lane.total).toBe(350_00 + 2 * 125_00 + 450_00 / 2 + 4_900_00);
    expect(lane.basis).toEqual({ fromArea: 'Göteborg', toArea: 'Jönköping', lane: { fromArea: 'Göteborg', toArea: 'Jönköping' } });
    expect(ratingBasisText(lane.basis)).toBe(
      'The lane price Göteborg – Jönköping replaces km and hours; fees, stops and waiting time still apply.',
    );
    const back = rateJob({ ...job, fromArea: 'Jönköping', toArea: 'Göteborg' }, null, generic);
    expect(back.total).toBe(lane.total);

    const noLane = rateJob({ ...job, fromArea: 'Malmö', toArea: 'Lund' }, null, generic);
    expect(noLane.lines.map((l) => l.component)).toEqual(['hour', 'km', 'start_fee', 'stop', 'waiting_time']);
    expect(noLane.basis.lane).toBeNull();
    expect(ratingBasisText(noLane.basis)).toBe('No lane price for Malmö – Lund, so km and hours apply.');
    expect(ratingBasisText(rateJob(job, null, generic).basis)).toBe(
      'No lane price until the pickup’s and the delivery’s zones are known, so km and hours apply.',
    );
  });

  it('keeps km and hours when the only lane price is for another vehicle class', () => {
    const vanLane: PriceAgreement = {
      ...generic,
      lines: [
        ...generic.lines.filter((l) => l.component !== 'zone_to_zone'),
        line({ vehicleClass: 'van', component: 'zone_to_zone', unitPrice: 2_000_00, fromArea: 'Göteborg', toArea: 'Jönköping' }),
      ],
    };
    const truck = rateJob({ vehicleClass: 'truck', km: 148, hours: 3, fromArea: 'Göteborg', toArea: 'Jönköping' }, null, vanLane);
    expect(truck.lines.map((l) => l.component)).toEqual(['hour', 'km', 'start_fee']);
  });

  it('prices on the two-decimal quantity it prints: 1 h 10 min at 695 kr is 1,17 h = 813,15 kr', () => {
    const result = rateJob(
      { vehicleClass: 'truck', hours: 70 / 60 },
      { ...onlyHours, lines: [line({ component: 'hour', unitPrice: 695_00 })] },
      { ...generic, lines: [] },
    );
    expect(result.lines[0]).toMatchObject({ quantity: 1.17, amount: 813_15 });
  });

  it('writes every line so that quantity × unit price = amount, to the öre, over many generated agreements and jobs', () => {
    const wrong: object[] = [];
    for (const [i, { agreement, quantities }] of generatedRatingCases(3000).entries()) {
      const result = rateJob(quantities, agreement, { ...generic, lines: [] });
      for (const charged of result.lines) {
        const reads = lineAmount(charged.quantity, charged.unitPrice) === charged.amount;
        const twoDecimals = Math.round(charged.quantity * 100) / 100 === charged.quantity;
        if (!reads || !twoDecimals || !Number.isInteger(charged.amount)) wrong.push({ case: i, ...charged });
      }
      if (result.total !== result.lines.reduce((sum, l) => sum + l.amount, 0)) wrong.push({ case: i, total: result.total });
      if (result.basis.lane && result.lines.some((l) => l.component === 'km' || l.component === 'hour'))
        wrong.push({ case: i, lane: true });
    }
    expect(wrong).toEqual([]);
  });
});
