import fc from 'fast-check';
import { type PriceAgreement, type PriceLine, priceLine, rateJob, type VatType } from '@haulage/shared/contracts';
import { totalsOf } from '../../invoices/model/amounts';
import { creditLinesOf } from '../../invoices/model/credit';
import { type DraftLine, type InvoicedJob, linesOfJob } from '../../invoices/model/draft-plan';
import { vatTreatmentOf } from '../../invoices/model/vat';
import type { ExportInvoice, ExportLine } from '../model/export-invoice';
import { fortnoxInvoice } from '../model/fortnox-mapping';
import { DEFAULT_SALES_ACCOUNTS } from '../model/sales-accounts';
import { createFortnoxClient } from './fortnox-client';
import { startFakeFortnox } from './fake-fortnox';

const truckHours = (over: Partial<PriceLine>): PriceLine =>
  priceLine({ vehicleClass: 'truck', component: 'hour', unitPrice: 695_00, ...over });

const invoiceOf = (number: string, kind: ExportInvoice['kind'], vatType: VatType, lines: ExportLine[]): ExportInvoice => ({
  id: 1,
  number,
  kind,
  invoiceDate: '2026-03-31',
  dueDate: '2026-04-30',
  customerName: 'Åkeri Söder AB',
  organizationNumber: '556036-0793',
  vatType,
  currency: 'SEK',
  lines,
  ...totalsOf(lines),
});

const invoicedJob = (jobNumber: number, charges: InvoicedJob['charges']): InvoicedJob => ({
  id: jobNumber,
  documentId: `j${jobNumber}`,
  jobNumber,
  customerId: 1,
  date: '2026-03-02',
  customerReference: null,
  route: 'Göteborg – Jönköping',
  priceTotal: charges.reduce((sum, c) => sum + c.amount, 0),
  currency: 'SEK',
  charges,
});

const exportLines = (lines: readonly Pick<DraftLine, keyof ExportLine>[]): ExportLine[] =>
  lines.map(({ jobNumber, description, quantity, unit, unitPrice, vatRate, amount }) => ({
    jobNumber,
    description,
    quantity,
    unit,
    unitPrice,
    vatRate,
    amount,
  }));

/** Our invoice's lines for rated jobs, and a credit note of part of each line. */
const invoiceAndCredit = (vatType: VatType, jobs: InvoicedJob[], creditShares: number[]) => {
  const rate = vatTreatmentOf(vatType).rate;
  const lines: DraftLine[] = [];
  for (const job of jobs) lines.push(...linesOfJob(job, rate, lines.length + 1));
  const invoice = invoiceOf('F2026-00008', 'invoice', vatType, exportLines(lines));
  const creditable = lines.map((line, index) => ({ ...line, id: index + 1, creditedQuantity: 0 }));
  const request = creditable.map((line, index) => {
    const share = creditShares[index % creditShares.length]!;
    return { line: line.id, quantity: share === 100 ? undefined : Math.max(1, Math.round(line.quantity * share)) / 100 };
  });
  const credit = creditLinesOf(
    creditable,
    request.filter((r) => r.quantity === undefined || r.quantity <= creditable[r.line - 1]!.quantity),
  );
  if (!credit.ok) throw new Error(credit.message);
  return { invoice, credit: invoiceOf('K2026-00001', 'credit_note', vatType, exportLines(credit.lines)) };
};

describe('Fortnox books what we invoice, to the öre', () => {
  let fake: Awaited<ReturnType<typeof startFakeFortnox>>;
  let client: ReturnType<typeof createFortnoxClient>;
  beforeAll(async () => {
    fake = await startFakeFortnox('token-1');
    client = createFortnoxClient({ accessToken: 'token-1', baseUrl: fake.url, minIntervalMs: 0 });
    await client.createCustomer({ CustomerNumber: '1001', Name: 'Åkeri Söder AB' });
  });
  afterAll(async () => fake.close());

  /** Pushes our invoice through the adapter; answers Fortnox's recomputed total in öre. */
  const fortnoxTotal = async (invoice: ExportInvoice): Promise<number> => {
    const { DocumentNumber } = await client.createInvoice(fortnoxInvoice(invoice, '1001', DEFAULT_SALES_ACCOUNTS, null));
    const stored = fake.invoices.find((candidate) => candidate.DocumentNumber === DocumentNumber)!;
    return Math.round(Number(stored.Total) * 100);
  };

  it('books a job whose price snapshot hid a minimum charge in a 1,5 h × 695,00 line at our 1 500,00 kr', async () => {
    const job = invoicedJob(1008, [
      { description: 'Timmar', quantity: 1.5, unit: 'h', unitPrice: 695_00, amount: 1_500_00 },
      { description: 'Startavgift', quantity: 1, unit: 'job', unitPrice: 350_00, amount: 350_00 },
    ]);
    const { invoice, credit } = invoiceAndCredit('SEVAT', [job], [100]);
    expect(invoice.total).toBe((1_500_00 + 350_00) * 1.25);
    expect(await fortnoxTotal(invoice)).toBe(invoice.total);
    expect(await fortnoxTotal(credit)).toBe(credit.total);
    expect(credit.total).toBe(-invoice.total);
  });

  it('books rated jobs with minimum charges, their credit notes and reverse charge at our totals', async () => {
    const arbitraryLine = fc.record({
      component: fc.constantFrom('hour', 'km', 'stop', 'waiting_time', 'start_fee', 'zone_to_zone' as const),
      unitPrice: fc.integer({ min: 1, max: 2_000_00 }),
      rounding: fc.constantFrom('none', 'per_started_15_min', 'per_started_hour', 'per_started_km', 'whole_km' as const),
      minQuantity: fc.option(fc.integer({ min: 1, max: 40 }).map((q) => q / 4)),
      minCharge: fc.option(fc.integer({ min: 1, max: 5_000_00 })),
      freeQuantity: fc.option(fc.integer({ min: 1, max: 8 }).map((q) => q / 4)),
    });
    const arbitraryJob = fc.record({
      kmActual: fc.integer({ min: 0, max: 900_000 }).map((m) => m / 1000),
      hoursActual: fc.integer({ min: 0, max: 50_000 }).map((s) => s / 3600),
      lane: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(arbitraryLine, { minLength: 1, maxLength: 6 }),
        fc.array(arbitraryJob, { minLength: 1, maxLength: 3 }),
        fc.constantFrom<VatType>('SEVAT', 'EUREVERSEDVAT'),
        fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 4 }),
        async (lines, jobs, vatType, creditShares) => {
          const agreement: PriceAgreement = {
            name: 'Avtal',
            currency: 'SEK',
            lines: lines.map((l) =>
              truckHours({ ...l, ...(l.component === 'zone_to_zone' ? { fromArea: 'Göteborg', toArea: 'Jönköping' } : {}) }),
            ),
          };
          const invoiced = jobs.map((j, index) => {
            const quantities = {
              vehicleClass: 'truck' as const,
              km: j.kmActual,
              hours: j.hoursActual,
              stops: 2,
              fromArea: 'Göteborg',
              toArea: j.lane ? 'Jönköping' : 'Borås',
            };
            return invoicedJob(2000 + index, rateJob(quantities, agreement, { name: 'Generic', currency: 'SEK', lines: [] }).lines);
          });
          if (invoiced.every((j) => j.charges.length === 0)) return;
          const { invoice, credit } = invoiceAndCredit(vatType, invoiced, creditShares);
          expect(await fortnoxTotal(invoice)).toBe(invoice.total);
          expect(await fortnoxTotal(credit)).toBe(credit.total);
        },
      ),
      { numRuns: 60 },
    );
  });
});
