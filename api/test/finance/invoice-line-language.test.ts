import { formatsFor } from '@haulage/shared/i18n';
import { pdfText } from '../../src/modules/finance/invoices/services/pdf-text';
import { authHeader } from '../auth';
import { type InvoiceWorld, invoiceWorld } from './invoice-fixtures';

jest.setTimeout(120_000);

let w: InvoiceWorld;
type Line = { id: number; description: string; wording: object | null; quantity: number; unitPrice: number; amount: number };
type IssuedInvoice = { id: number; documentId: string; number: string; total: number; vatTotal: number; lines: Line[] };

beforeEach(async () => {
  w = await invoiceWorld();
});
afterEach(async () => w.t.close());

const setLanguage = async (language: 'sv' | 'en') =>
  expect((await w.client.put(`/api/customers/${w.customer.documentId}`, { language })).status).toBe(200);

/**
 * Two jobs of March on one invoice: Malmö – Jönköping has no lane price, so hours and km with their
 * rounding; Göteborg – Jönköping is the lane's price. Both pay the start fee and their stops.
 */
const draftOfTwoJobs = async (): Promise<string> => {
  const malmo = (await w.client.post('/api/destinations', { name: 'Lager Malmö', postcode: '211 20', city: 'Malmö' })).body.data;
  const [pickup, delivery] = [
    { type: 'pickup', plannedFrom: '2026-03-02T07:00:00.000Z', plannedTo: '2026-03-02T08:00:00.000Z' },
    {
      type: 'delivery',
      destination: w.destinations[1]!.documentId,
      plannedFrom: '2026-03-02T10:00:00.000Z',
      plannedTo: '2026-03-02T11:00:00.000Z',
    },
  ];
  await w.readyJob({ stops: [{ ...pickup, destination: malmo.documentId }, delivery] });
  await w.readyJob();
  const run = await w.client.post('/api/customers/invoices', { from: '2026-03-01', to: '2026-03-31' }, 'finance');
  expect(run.body.data).toHaveLength(1);
  return run.body.data[0].invoice.documentId as string;
};

const finalise = async (documentId: string): Promise<IssuedInvoice> =>
  (await w.client.post(`/api/customers/invoices/${documentId}/finalise?populate=lines`, {}, 'finance')).body.data;

/** The PDF's text, a text wrapped in its column read as one. */
const pdfOf = async (documentId: string) => {
  const res = await w.t.app.inject({
    method: 'GET',
    url: `/api/customers/invoices/${documentId}/pdf`,
    headers: await authHeader(w.t.app, 'finance'),
  });
  return pdfText(res.rawPayload).join(' ').replace(/\s+/g, ' ');
};

const CRANE_TEXT = 'Hiab-kran vid lossning';
const FERRY_TEXT = 'Stena Line Trelleborg';

/**
 * Waiting past the agreement's 2 free hours, waiting within them, a toll's amount for 3, a ferry's
 * amount for 3 in the dispatcher's words (1 000 kr does not divide into öre: 1 × the amount), a
 * crane in the dispatcher's words.
 */
const EXTRA_WORK = [
  { type: 'waiting_time', quantity: 3 },
  { type: 'waiting_time', quantity: 1.5 },
  { type: 'toll', quantity: 3, amount: 100_00 },
  { type: 'ferry', quantity: 3, amount: 1_000_00, description: FERRY_TEXT },
  { type: 'crane', quantity: 2, amount: 1_000_00, description: CRANE_TEXT },
];

const EXTRA_WORK_LINES = [
  ['Väntetid (2 h fritt, per påbörjad kvart)', 'Waiting time (2 h free, per started quarter hour)'],
  ['Väntetid, ingår i avtalet', 'Waiting time, included in the agreement'],
  ['Vägavgift (3 st)', 'Toll (3 pcs)'],
  [`${FERRY_TEXT} (3 st)`, `${FERRY_TEXT} (3 pcs)`],
] as const;

const SWEDISH_LINES = ['Timmar (per påbörjad kvart)', 'Körsträcka (hela km)', 'Startavgift', 'Stopp', 'Sträckpris Göteborg – Jönköping'];
const ENGLISH_LINES = [
  'Hours (per started quarter hour)',
  'Distance (rounded to whole km)',
  'Start fee',
  'Stops',
  'Route price Göteborg – Jönköping',
];

describe('an invoice’s line texts in the customer’s language', () => {
  it('prints an English customer’s lines in English, each amount as priced, and keeps the Swedish texts for the office', async () => {
    await setLanguage('en');
    const invoice = await finalise(await draftOfTwoJobs());
    const text = await pdfOf(invoice.documentId);
    for (const expected of ENGLISH_LINES) expect(text).toContain(expected);
    for (const swedish of ['Timmar', 'Körsträcka', 'Startavgift', 'Stopp', 'Sträckpris']) expect(text).not.toContain(swedish);

    const en = formatsFor('en');
    for (const line of invoice.lines) expect(text).toContain(`${en.money(line.unitPrice)} 25% ${en.money(line.amount)}`);
    expect(invoice.lines.reduce((sum, line) => sum + line.amount, 0) + invoice.vatTotal).toBe(invoice.total);
    expect(text).toContain(en.money(invoice.total));
    // What the office, CSV, SIE and Fortnox read is the Swedish text, as before.
    expect(new Set(invoice.lines.map((line) => line.description))).toEqual(new Set(SWEDISH_LINES));
  });

  it('prints a Swedish customer’s lines as they always were', async () => {
    const invoice = await finalise(await draftOfTwoJobs());
    const text = await pdfOf(invoice.documentId);
    for (const expected of SWEDISH_LINES) expect(text).toContain(expected);
    for (const english of ['Hours', 'Distance', 'Start fee', 'Route price']) expect(text).not.toContain(english);
  });

  it('credits an English invoice with a credit note whose lines are in English too', async () => {
    await setLanguage('en');
    const invoice = await finalise(await draftOfTwoJobs());
    const km = invoice.lines.find((line) => line.description === 'Körsträcka (hela km)')!;
    const note = await w.client.post(`/api/customers/invoices/${invoice.documentId}/credit`, { lines: [{ line: km.id }] }, 'finance');
    expect(note.status).toBe(200);
    const credit = (await w.client.get(`/api/customers/invoices/${note.body.data.documentId}?populate=lines`, 'finance')).body.data;
    expect(credit.lines.map((line: Line) => [line.description, line.wording, line.amount])).toEqual([
      [km.description, km.wording, -km.amount],
    ]);
    const text = await pdfOf(credit.documentId);
    expect(text).toContain(`Credit note ${credit.number}`);
    expect(text).toContain('Distance (rounded to whole km)');
    expect(text).not.toContain('Körsträcka');
  });

  it('prints a line stored without a wording (written before lines kept one) as its stored text', async () => {
    await setLanguage('en');
    const draft = await draftOfTwoJobs();
    const { id } = (await w.client.get(`/api/customers/invoices/${draft}`, 'finance')).body.data as { id: number };
    await w.t.app.db
      .updateTable('invoice_lines')
      .set({ wording: null })
      .where('invoice_id', '=', id)
      .where('description', '=', 'Körsträcka (hela km)')
      .execute();
    const text = await pdfOf((await finalise(draft)).documentId);
    expect(text).toContain('Körsträcka (hela km)');
    expect(text).toContain('Hours (per started quarter hour)');
    expect(text).not.toContain('Distance');
  });

  it('prints extra work in the customer’s language, and the dispatcher’s own text as typed', async () => {
    const invoiceOfExtraWork = async () => {
      await w.readyJob({}, EXTRA_WORK);
      const run = await w.client.post('/api/customers/invoices', { from: '2026-03-01', to: '2026-03-31' }, 'finance');
      expect(run.body.data).toHaveLength(1);
      return finalise(run.body.data[0].invoice.documentId as string);
    };
    await setLanguage('en');
    const invoice = await invoiceOfExtraWork();
    const text = await pdfOf(invoice.documentId);
    for (const expected of [...EXTRA_WORK_LINES.map(([, english]) => english), CRANE_TEXT]) expect(text).toContain(expected);
    for (const swedish of ['Väntetid', 'ingår', 'Vägavgift', ' st)']) expect(text).not.toContain(swedish);
    const en = formatsFor('en');
    for (const line of invoice.lines) expect(text).toContain(`${en.money(line.unitPrice)} 25% ${en.money(line.amount)}`);
    // The office and the exports read the Swedish; the dispatcher's text alone has no wording.
    const extraWork = invoice.lines.filter((line) => !/^(Startavgift|Stopp|Sträckpris)/.test(line.description));
    expect(extraWork.map((line) => [line.description, line.wording === null])).toEqual([
      ...EXTRA_WORK_LINES.map(([swedish]) => [swedish, false]),
      [CRANE_TEXT, true],
    ]);

    const toll = invoice.lines.find((line) => line.description === 'Vägavgift (3 st)')!;
    const note = await w.client.post(`/api/customers/invoices/${invoice.documentId}/credit`, { lines: [{ line: toll.id }] }, 'finance');
    expect(note.status).toBe(200);
    const credited = await pdfOf(note.body.data.documentId as string);
    expect(credited).toContain('Toll (3 pcs)');
    expect(credited).not.toContain('Vägavgift');

    await setLanguage('sv');
    const swedish = await pdfOf((await invoiceOfExtraWork()).documentId);
    expect(swedish).toContain(`${FERRY_TEXT} (3 st)`);
    for (const expected of [...EXTRA_WORK_LINES.map(([sv]) => sv), CRANE_TEXT]) expect(swedish).toContain(expected);
    for (const english of ['Waiting time', 'included', 'Toll (', 'pcs']) expect(swedish).not.toContain(english);
  });

  it('prints the lines of a job priced before lines kept their wording in the customer’s language, read back from their text', async () => {
    await setLanguage('en');
    await w.readyJob({}, EXTRA_WORK);
    // As a job priced before wordings were stored: its charges and extra work hold only their Swedish text.
    const jobs = await w.t.app.db.selectFrom('jobs').select(['id', 'charges']).where('charges', 'is not', null).execute();
    for (const job of jobs) {
      const charges = (JSON.parse(String(job.charges)) as Record<string, unknown>[]).map(({ wording: _, ...charge }) => charge);
      await w.t.app.db
        .updateTable('jobs')
        .set({ charges: JSON.stringify(charges) })
        .where('id', '=', job.id)
        .execute();
    }
    await w.t.app.db.updateTable('job_operations').set({ wording: null }).execute();
    const run = await w.client.post('/api/customers/invoices', { from: '2026-03-01', to: '2026-03-31' }, 'finance');
    const text = await pdfOf((await finalise(run.body.data[0].invoice.documentId as string)).documentId);
    for (const expected of [...EXTRA_WORK_LINES.map(([, english]) => english), CRANE_TEXT, 'Start fee', 'Stops'])
      expect(text).toContain(expected);
    for (const swedish of ['Väntetid', 'ingår', 'Vägavgift', ' st)', 'Startavgift']) expect(text).not.toContain(swedish);
  });
});
