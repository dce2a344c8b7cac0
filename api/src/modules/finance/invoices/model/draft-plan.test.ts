import { linesOfJob, type InvoicedCustomer, type InvoicedJob, invoicesPerJob, planDrafts } from './draft-plan';

const customer = (id: number, name: string, over: Partial<InvoicedCustomer> = {}): InvoicedCustomer => ({
  id,
  documentId: `c${id}`,
  companyName: name,
  organizationNumber: '556677-8899',
  companyAddress: 'Hamngatan 1, 411 06 Göteborg',
  vatNumber: 'SE556677889901',
  vatType: 'SEVAT',
  countryCode: 'SE',
  currency: 'SEK',
  paymentTermsDays: 30,
  invoiceEmail: 'faktura@example.se',
  invoicePerJob: false,
  ...over,
});

const job = (id: number, customerId: number, date: string, over: Partial<InvoicedJob> = {}): InvoicedJob => ({
  id,
  documentId: `j${id}`,
  jobNumber: 10_000 + id,
  customerId,
  date,
  customerReference: `PO-${id}`,
  route: 'Göteborg – Jönköping',
  priceTotal: 150_000,
  currency: 'SEK',
  charges: [
    { description: 'Km', quantity: 150, unit: 'km', unitPrice: 800, amount: 120_000 },
    { description: 'Stopp', quantity: 2, unit: 'st', unitPrice: 15_000, amount: 30_000 },
  ],
  ...over,
});

const customers = new Map([
  [1, customer(1, 'Örebro Åkeri AB', { paymentTermsDays: 10 })],
  [2, customer(2, 'Berlin Logistik GmbH', { vatType: 'EUREVERSEDVAT', countryCode: 'DE', vatNumber: 'DE123456789', currency: 'EUR' })],
]);

describe('which jobs go on which draft', () => {
  it('makes one draft per customer for the period, jobs by date, one line per charge', () => {
    const drafts = planDrafts([job(2, 1, '2026-11-12'), job(1, 1, '2026-11-03'), job(3, 2, '2026-11-05', { currency: 'EUR' })], customers, {
      invoiceDate: '2026-11-30',
    });
    expect(drafts.map((d) => [d.customer.companyName, d.jobs.map((j) => j.jobNumber)])).toEqual([
      ['Berlin Logistik GmbH', [10_003]],
      ['Örebro Åkeri AB', [10_001, 10_002]],
    ]);
    const swedish = drafts[1]!;
    expect(swedish).toMatchObject({
      currency: 'SEK',
      deliveryFrom: '2026-11-03',
      deliveryTo: '2026-11-12',
      dueDate: '2026-12-10',
      subtotal: 300_000,
      vatTotal: 75_000,
      total: 375_000,
      reverseCharge: false,
      legalText: null,
    });
    expect(swedish.lines.map((l) => [l.position, l.jobNumber, l.description, l.amount, l.vatRate])).toEqual([
      [1, 10_001, 'Km', 120_000, 25],
      [2, 10_001, 'Stopp', 30_000, 25],
      [3, 10_002, 'Km', 120_000, 25],
      [4, 10_002, 'Stopp', 30_000, 25],
    ]);
  });

  it('puts reverse-charge customers at 0 % with the legal text and the buyer snapshot', () => {
    const [draft] = planDrafts([job(3, 2, '2026-11-05', { currency: 'EUR' })], customers, { invoiceDate: '2026-11-30' });
    expect(draft).toMatchObject({
      currency: 'EUR',
      vatTotal: 0,
      total: 150_000,
      reverseCharge: true,
      legalText: 'Omvänd betalningsskyldighet',
      customerSnapshot: { name: 'Berlin Logistik GmbH', vatNumber: 'DE123456789' },
    });
  });

  it('makes one draft per job when asked, and one line for a job priced without charges', () => {
    const drafts = planDrafts([job(1, 1, '2026-11-03'), job(2, 1, '2026-11-04', { charges: [], priceTotal: 99_900 })], customers, {
      perJob: true,
      invoiceDate: '2026-11-30',
    });
    expect(drafts).toHaveLength(2);
    expect(drafts[1]!.lines).toEqual([
      expect.objectContaining({ description: 'Transport', quantity: 1, unitPrice: 99_900, amount: 99_900 }),
    ]);
  });

  it('follows each customer’s stored choice of one invoice per job, and the run’s choice for everyone', () => {
    const mixed = new Map([...customers, [3, customer(3, 'Alingsås Snickeri AB', { invoicePerJob: true })]]);
    const jobs = [job(1, 1, '2026-11-03'), job(2, 1, '2026-11-04'), job(4, 3, '2026-11-05'), job(5, 3, '2026-11-06')];
    const drafts = planDrafts(jobs, mixed, { invoiceDate: '2026-11-30' });
    expect(drafts.map((d) => [d.customer.companyName, d.perJob, d.jobs.map((j) => j.jobNumber)])).toEqual([
      ['Alingsås Snickeri AB', true, [10_004]],
      ['Alingsås Snickeri AB', true, [10_005]],
      ['Örebro Åkeri AB', false, [10_001, 10_002]],
    ]);
    expect(planDrafts(jobs, mixed, { perJob: true, invoiceDate: '2026-11-30' }).map((d) => d.perJob)).toEqual([true, true, true, true]);
    expect(planDrafts(jobs, mixed, { perJob: false, invoiceDate: '2026-11-30' })).toHaveLength(3);
  });

  it('decides per job from the run first, else the customer', () => {
    expect(invoicesPerJob({ invoicePerJob: false }, undefined)).toBe(false);
    expect(invoicesPerJob({ invoicePerJob: true }, undefined)).toBe(true);
    expect(invoicesPerJob({ invoicePerJob: true }, false)).toBe(true);
    expect(invoicesPerJob({ invoicePerJob: false }, true)).toBe(true);
  });

  it('skips jobs of customers it was not given', () => {
    expect(planDrafts([job(1, 9, '2026-11-03')], customers, { invoiceDate: '2026-11-30' })).toEqual([]);
  });
});

describe('a job’s charges as invoice lines', () => {
  it('keeps a charge that multiplies out, printing counted units as "st"', () => {
    const [stop] = linesOfJob(
      job(1, 1, '2026-11-03', { charges: [{ description: 'Stopp', quantity: 2, unit: 'stop', unitPrice: 125_00, amount: 250_00 }] }),
      25,
      1,
    );
    expect(stop).toMatchObject({ jobNumber: 10_001, description: 'Stopp', quantity: 2, unit: 'st', unitPrice: 125_00, amount: 250_00 });
  });

  it('writes a snapshot whose minimum charge hid in its amount as 1 × the amount, never 1,5 h × 695,00 = 1 500,00', () => {
    const minimum = { description: 'Hours', quantity: 1.5, unit: 'h', unitPrice: 695_00, amount: 1_500_00 };
    const [line] = linesOfJob(job(1, 1, '2026-11-03', { charges: [minimum] }), 25, 1);
    expect(line).toMatchObject({
      description: 'Hours, minimidebitering för 1,5 h',
      quantity: 1,
      unit: 'st',
      unitPrice: 1_500_00,
      amount: 1_500_00,
    });
  });

  it('carries a charge’s wording onto its line (extra work’s too), and none onto a charge without one', () => {
    const wording = { component: 'km' as const, rounding: 'whole_km' as const };
    const toll = { operation: 'toll' as const, count: 3 };
    const lines = linesOfJob(
      job(1, 1, '2026-11-03', {
        charges: [
          { description: 'Körsträcka (hela km)', quantity: 150, unit: 'km', unitPrice: 800, amount: 120_000, wording },
          { description: 'Vägavgift (3 st)', quantity: 1, unit: 'st', unitPrice: 10_000, amount: 10_000, wording: toll },
          { description: 'Stena Line', quantity: 1, unit: 'st', unitPrice: 90_000, amount: 90_000, wording: null },
          { description: 'Färja', quantity: 1, unit: 'st', unitPrice: 90_000, amount: 90_000 },
        ],
      }),
      25,
      1,
    );
    expect(lines.map((line) => [line.description, line.wording])).toEqual([
      ['Körsträcka (hela km)', wording],
      ['Vägavgift (3 st)', toll],
      ['Stena Line', null],
      ['Färja', null],
    ]);
  });

  it('names the measured quantity in the wording too when a snapshot’s minimum charge hid in its amount', () => {
    const minimum = {
      description: 'Timmar',
      quantity: 1.5,
      unit: 'h',
      unitPrice: 695_00,
      amount: 1_500_00,
      wording: { component: 'hour' as const },
    };
    const [line] = linesOfJob(job(1, 1, '2026-11-03', { charges: [minimum] }), 25, 1);
    expect(line).toMatchObject({
      description: 'Timmar, minimidebitering för 1,5 h',
      wording: { component: 'hour', minimumChargeFor: 1.5 },
      quantity: 1,
      amount: 1_500_00,
    });
  });
});
