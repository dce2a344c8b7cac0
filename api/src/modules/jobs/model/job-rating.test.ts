import { type PriceAgreement, type PriceLine, priceLine } from '@haulage/shared/contracts';
import { jobQuantities, priceJob, priceOperation, type RatedJob } from './job-rating';

const line = (over: Partial<PriceLine>): PriceLine => priceLine({ vehicleClass: 'truck', component: 'hour', unitPrice: 600_00, ...over });
const generic: PriceAgreement = {
  name: 'Generic',
  currency: 'SEK',
  lines: [
    line({}),
    line({ component: 'km', unitPrice: 15_00 }),
    line({ component: 'waiting_time', unitPrice: 450_00, rounding: 'per_started_15_min' }),
    line({ component: 'stop', unitPrice: 250_00 }),
  ],
} as PriceAgreement;
const own: PriceAgreement = { name: 'Own', currency: 'SEK', lines: [line({ unitPrice: 550_00 })] } as PriceAgreement;

const job = (over: Partial<RatedJob> = {}): RatedJob => ({
  vehicleClass: 'truck',
  kmPlanned: 100,
  kmActual: null,
  hoursActual: null,
  stops: [
    { type: 'pickup', area: 'Göteborg', plannedFrom: '2026-03-02T07:00:00.000Z', plannedTo: '2026-03-02T08:00:00.000Z' },
    { type: 'delivery', area: 'Jönköping', plannedFrom: '2026-03-02T10:00:00.000Z', plannedTo: '2026-03-02T11:00:00.000Z' },
  ],
  ...over,
});

describe('job rating', () => {
  it('uses planned km and the stop span before the job is done, actuals after', () => {
    expect(jobQuantities(job())).toEqual({ vehicleClass: 'truck', km: 100, hours: 4, stops: 2, fromArea: 'Göteborg', toArea: 'Jönköping' });
    expect(jobQuantities(job({ kmActual: 130, hoursActual: 5.5 }))).toMatchObject({ km: 130, hours: 5.5 });
  });

  it('prices with the customer agreement, inheriting what it does not override', () => {
    const price = priceJob(job(), own, generic, []);
    expect(price.charges.map((c) => [c.description, c.amount])).toEqual([
      ['Timmar', 4 * 550_00],
      ['Körsträcka', 100 * 15_00],
      ['Stopp', 2 * 250_00],
    ]);
    expect(price).toMatchObject({ priceTotal: 2200_00 + 1500_00 + 500_00, currency: 'SEK' });
  });

  it('prices waiting time and extra stops by the agreement, other work by its amount', () => {
    expect(priceOperation({ type: 'waiting_time', quantity: 1.1 }, 'truck', own, generic)).toMatchObject({
      quantity: 1.25,
      unitPrice: 450_00,
      amount: 562_50,
      source: 'agreement',
    });
    expect(priceOperation({ type: 'extra_stop', quantity: 1 }, 'truck', null, generic)).toMatchObject({
      amount: 250_00,
      source: 'agreement',
    });
    expect(priceOperation({ type: 'ferry', quantity: 1, amount: 1890_00, description: 'Stena Line' }, 'truck', own, generic)).toEqual({
      type: 'ferry',
      description: 'Stena Line',
      quantity: 1,
      unit: 'st',
      unitPrice: 1890_00,
      amount: 1890_00,
      source: 'manual',
      wording: null,
    });
  });

  it('charges nothing for waiting within the agreement’s free time', () => {
    const free: PriceAgreement = {
      ...generic,
      lines: [line({ component: 'waiting_time', unitPrice: 450_00, freeQuantity: 2 })],
    } as PriceAgreement;
    expect(priceOperation({ type: 'waiting_time', quantity: 1.5 }, 'truck', null, free)).toMatchObject({
      description: 'Väntetid, ingår i avtalet',
      quantity: 1.5,
      unitPrice: 0,
      amount: 0,
      unit: 'h',
      source: 'agreement',
      wording: { operation: 'waiting_time', includedInAgreement: true },
    });
    expect(priceOperation({ type: 'waiting_time', quantity: 3 }, 'truck', null, free)).toMatchObject({
      amount: 450_00,
      source: 'agreement',
    });
  });

  it('adds the operations to the job total', () => {
    const crane = priceOperation({ type: 'crane', quantity: 2, amount: 1000_00 }, 'truck', null, generic);
    expect(priceJob(job({ stops: [] }), null, generic, [crane]).priceTotal).toBe(100 * 15_00 + 1000_00);
  });

  it('charges a lane-priced job the lane instead of km and hours, before and after completion', () => {
    const lane: PriceAgreement = {
      ...generic,
      lines: [
        ...generic.lines,
        line({ component: 'start_fee', unitPrice: 350_00 }),
        line({ component: 'zone_to_zone', unitPrice: 6_300_00, fromArea: 'Göteborg', toArea: 'Jönköping' }),
      ],
    } as PriceAgreement;
    const planned = priceJob(job(), null, lane, []);
    const done = priceJob(job({ kmActual: 152, hoursActual: 7.25 }), null, lane, []);
    expect(planned.charges.map((c) => c.description)).toEqual(['Startavgift', 'Stopp', 'Sträckpris Göteborg – Jönköping']);
    // The snapshot keeps what each text says, for an invoice in the customer's language.
    expect(planned.charges.at(-1)).toMatchObject({
      wording: { component: 'zone_to_zone', lane: { fromArea: 'Göteborg', toArea: 'Jönköping' } },
    });
    expect(done.priceTotal).toBe(planned.priceTotal);
    expect(done.priceTotal).toBe(350_00 + 2 * 250_00 + 6_300_00);
  });

  it('writes a minimum-charged operation as 1 × the minimum, and a manual amount so that it multiplies out', () => {
    const minimum: PriceAgreement = {
      ...generic,
      lines: [line({ component: 'waiting_time', unitPrice: 450_00, minCharge: 600_00 })],
    } as PriceAgreement;
    expect(priceOperation({ type: 'waiting_time', quantity: 0.5, description: 'Lossning' }, 'truck', null, minimum)).toMatchObject({
      description: 'Väntetid, minimidebitering för 0,5 h',
      quantity: 1,
      unit: 'st',
      unitPrice: 600_00,
      amount: 600_00,
      wording: { component: 'waiting_time', minimumChargeFor: 0.5 },
    });
    expect(priceOperation({ type: 'toll', quantity: 3, amount: 100_00 }, 'truck', null, generic)).toMatchObject({
      description: 'Vägavgift (3 st)',
      quantity: 1,
      unitPrice: 100_00,
      amount: 100_00,
      wording: { operation: 'toll', count: 3 },
    });
    expect(priceOperation({ type: 'crane', quantity: 2, amount: 1000_00 }, 'truck', null, generic)).toMatchObject({
      description: 'Kranarbete',
      quantity: 2,
      unitPrice: 500_00,
      amount: 1000_00,
      wording: { operation: 'crane' },
    });
  });

  it('keeps what each text says beside it, and the dispatcher’s own text as typed, worded only for the count it names', () => {
    const free: PriceAgreement = {
      ...generic,
      lines: [line({ component: 'waiting_time', unitPrice: 450_00, freeQuantity: 2, rounding: 'per_started_15_min' })],
    } as PriceAgreement;
    const priced = (operation: Parameters<typeof priceOperation>[0]) => {
      const { description, wording } = priceOperation(operation, 'truck', null, free);
      return [description, wording];
    };
    expect(priced({ type: 'waiting_time', quantity: 3 })).toEqual([
      'Väntetid (2 h fritt, per påbörjad kvart)',
      { component: 'waiting_time', freeQuantity: 2, rounding: 'per_started_15_min' },
    ]);
    expect(priced({ type: 'waiting_time', quantity: 3, description: 'Väntan vid lossning' })).toEqual(['Väntan vid lossning', null]);
    expect(priced({ type: 'waiting_time', quantity: 1, description: 'Väntan vid lastning' })).toEqual(['Väntan vid lastning', null]);
    expect(priced({ type: 'ferry', quantity: 3, amount: 100_00, description: 'Stena Line' })).toEqual([
      'Stena Line (3 st)',
      { text: 'Stena Line', count: 3 },
    ]);
    expect(priced({ type: 'other', quantity: 1 })).toEqual(['Övrigt', { operation: 'other' }]);
  });
});
