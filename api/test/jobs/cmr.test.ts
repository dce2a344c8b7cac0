import type { UserType } from '@haulage/shared/contracts';
import { pdfText } from '../../src/modules/finance/invoices/services/pdf-text';
import { signAccessToken } from '../../src/modules/auth/model/tokens';
import { authHeader } from '../auth';
import { driverWorld, type DriverWorld, plannedJob, type RoadDriver, roadDriver, todayAt } from '../driver/driver-fixtures';
import { picture, proofForm } from '../driver/proof-form';

// Many requests per test, on PostgreSQL too, on a shared CI machine.
jest.setTimeout(120_000);

let w: DriverWorld;
beforeEach(async () => {
  w = await driverWorld();
});
afterEach(async () => w.t.close());

const tokenOf = (d: RoadDriver) => signAccessToken(w.t.app.config, { id: d.user.id, type: 'driver', tokenVersion: 0 });

/** GET the note as a user type or a driver; the PDF's bytes and text. */
const cmrOf = async (jobId: string, as: UserType | RoadDriver = 'dispatcher') => {
  const headers = typeof as === 'string' ? await authHeader(w.t.app, as) : { authorization: `Bearer ${await tokenOf(as)}` };
  const res = await w.t.app.inject({ method: 'GET', url: `/api/jobs/${jobId}/cmr`, headers });
  const pdf = res.headers['content-type'] === 'application/pdf';
  return {
    status: res.statusCode,
    disposition: res.headers['content-disposition'],
    pdf: res.rawPayload,
    text: pdf ? pdfText(res.rawPayload).join('\n') : '',
  };
};

const deliver = async (d: RoadDriver, job: Awaited<ReturnType<typeof plannedJob>>, signedBy: string) => {
  const [pickup, delivery] = job.stops.map((s) => s.documentId);
  for (const [stop, type, at, clientId] of [
    [pickup, 'arrived', todayAt(7), 'cmr-event-1'],
    [pickup, 'departed', todayAt(7, 30), 'cmr-event-2'],
    [delivery, 'arrived', todayAt(10), 'cmr-event-3'],
  ] as const) {
    const res = await d.call('POST', `/api/jobs/${job.documentId}/stop-events`, { stop, type, at, clientId });
    expect([res.status, res.body?.error?.message]).toEqual([200, undefined]);
  }
  const form = proofForm({ stop: delivery!, signedBy, clientId: 'cmr-proof-1', at: todayAt(10, 20) }, [
    { field: 'signature', filename: 'signature.png', type: 'image/png', data: await picture('png') },
  ]);
  const res = await w.t.app.inject({
    method: 'POST',
    url: `/api/jobs/${job.documentId}/proofs`,
    headers: { ...form.headers, authorization: `Bearer ${await tokenOf(d)}` },
    payload: form.payload,
  });
  expect(res.statusCode).toBe(201);
};

describe('GET /api/jobs/:id/cmr', () => {
  it('prints the CMR boxes from the job in Swedish, unsigned and without ADR for a job without dangerous goods', async () => {
    const d = await roadDriver(w, 1);
    const job = await plannedJob(w, d, { weightKg: 12400 });
    const customer = (await w.office.get(`/api/customers/${w.customer.documentId}`)).body.data;
    const { status, text, disposition } = await cmrOf(job.documentId);
    expect(status).toBe(200);
    const { jobNumber } = (await w.office.get(`/api/jobs/${job.documentId}`)).body.data;
    expect(disposition).toBe(`attachment; filename="cmr-${jobNumber}.pdf"`);
    for (const expected of [
      'Fraktsedel (CMR)',
      '1 Avsändare',
      customer.companyName,
      '2 Mottagare',
      'IKEA DC Jönköping',
      '553 03 Jönköping',
      '3 Bestämmelseort för godset',
      '4 Ort och dag för godsets mottagande',
      'Göteborg, SE',
      '7 Antal kolli',
      '18',
      'Pallar',
      '9 Godsets art',
      'Pallets of car parts',
      '11 Bruttovikt, kg',
      '12400',
      '13 Avsändarens instruktioner',
      'Gate 4, ring the bell',
      '16 Fraktförare',
      w.t.app.config.invoicing.seller.name,
      '18 Fraktförarens förbehåll och anmärkningar',
      '21 Utfärdad i / den',
      '24 Godset mottaget',
      'Ej kvitterat',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Farligt gods');
    expect(text).not.toContain('Mottaget av');
  });

  it('fills the goods boxes and the ADR line of an adr job, with English labels for an English customer', async () => {
    const d = await roadDriver(w, 1);
    expect((await w.office.put(`/api/customers/${w.customer.documentId}`, { language: 'en' })).status).toBe(200);
    const job = await plannedJob(w, d, {
      goodsDescription: 'Petrol in IBCs',
      goodsMarks: 'NF 1-4',
      packageCount: 4,
      packaging: 'IBC',
      volumeM3: 4.25,
      adr: true,
      unNumber: 'UN 1203',
      adrClass: '3',
      packingGroup: 'II',
    });
    const { status, text } = await cmrOf(job.documentId, 'finance');
    expect(status).toBe(200);
    for (const expected of [
      'Consignment note (CMR)',
      '1 Sender',
      '2 Consignee',
      '6 Marks and Nos',
      'NF 1-4',
      '7 Number of packages',
      '8 Method of packing',
      'IBC',
      '9 Nature of the goods',
      'Petrol in IBCs',
      '12 Volume, m³',
      '4.25',
      'Dangerous goods (ADR)',
      'UN 1203, 3, II',
      'Not signed',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Avsändare');
    expect(text).not.toContain('UN number:');
  });

  it('leaves the ADR class and UN number to fill in by hand on an adr job saved before the job recorded them', async () => {
    const d = await roadDriver(w, 1);
    const job = await plannedJob(w, d, { adr: true, unNumber: '1203', adrClass: '3' });
    // As a job of the time before migration 0980 is stored: ADR without its details.
    await w.t.app.db.updateTable('jobs').set({ un_number: null, adr_class: null }).where('document_id', '=', job.documentId).execute();
    const { status, text } = await cmrOf(job.documentId);
    expect(status).toBe(200);
    for (const expected of ['Farligt gods (ADR)', 'Klass:', 'UN-nummer:']) expect(text).toContain(expected);
  });

  it('once the delivery is signed, box 24 has the receiver’s name, time and signature image', async () => {
    const d = await roadDriver(w, 1);
    const job = await plannedJob(w, d);
    expect((await cmrOf(job.documentId)).pdf.includes('/Subtype /Image')).toBe(false);
    const damage = await d.call('POST', `/api/jobs/${job.documentId}/problems`, {
      kind: 'damage',
      note: 'Two pallets wet',
      at: todayAt(7, 10),
      clientId: 'cmr-problem-1',
    });
    expect(damage.status).toBe(200);
    await deliver(d, job, 'Eva Lund');
    const { status, text, pdf } = await cmrOf(job.documentId, 'admin');
    expect(status).toBe(200);
    expect(text).toContain('Mottaget av: Eva Lund');
    expect(text).toMatch(/Tid: \d{4}-\d{2}-\d{2} 11:20/);
    expect(text).toMatch(/Skada: Two pallets wet/);
    expect(text).not.toContain('Ej kvitterat');
    expect(pdf.includes('/Subtype /Image')).toBe(true);
  });

  it('lets a driver read their own job’s note only; viewers, templates and unknown jobs are refused', async () => {
    const mine = await roadDriver(w, 1);
    const other = await roadDriver(w, 2);
    const job = await plannedJob(w, mine);
    expect((await cmrOf(job.documentId, mine)).status).toBe(200);
    expect((await cmrOf(job.documentId, other)).status).toBe(404);
    expect((await cmrOf(job.documentId, 'viewer')).status).toBe(403);
    expect((await cmrOf('999999')).status).toBe(404);
    const template = await w.office.post('/api/jobs', { customer: w.customer.documentId, kind: 'template', goodsDescription: 'x' });
    expect(template.status).toBe(201);
    expect((await cmrOf(template.body.data.documentId)).status).toBe(404);
    const unauthenticated = await w.t.app.inject({ method: 'GET', url: `/api/jobs/${job.documentId}/cmr` });
    expect(unauthenticated.statusCode).toBe(401);
  });
});
