import { materialiseAll } from '../../src/modules/jobs/recurring/index';
import { type JobsWorld, jobInput, jobsWorld } from './jobs-fixtures';

jest.setTimeout(60_000);

let w: JobsWorld;
beforeAll(async () => {
  w = await jobsWorld();
});
afterAll(async () => w.t.close());

const ADR = { adr: true, unNumber: 'UN 1203', adrClass: '3', packingGroup: 'II' };
const errorsOf = (body: { error: { details: { errors: { path: string[]; message: string }[] } } }) =>
  body.error.details.errors.map((e) => [e.path.join('.'), e.message]);

describe('the goods a consignment note needs, on a job', () => {
  it('keeps marks, packages, packing and a volume to the litre, and finds jobs by volume in m³', async () => {
    const reference = `VOL-${Date.now()}`;
    const created = await w.client.post(
      '/api/jobs',
      jobInput(w, { customerReference: reference, goodsMarks: 'NF 1-36', packageCount: 36, packaging: 'Cartons', volumeM3: 33.125 }),
    );
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      goodsMarks: 'NF 1-36',
      packageCount: 36,
      packaging: 'Cartons',
      volumeM3: 33.125,
      adr: false,
      unNumber: null,
      adrClass: null,
      packingGroup: null,
    });
    const row = await w.t.app.db
      .selectFrom('jobs')
      .select('volume_litres')
      .where('document_id', '=', created.body.data.documentId)
      .executeTakeFirst();
    expect(Number(row!.volume_litres)).toBe(33125);
    const found = async (filter: string) =>
      (await w.client.get(`/api/jobs?filters[customerReference][$eq]=${reference}&${filter}`)).body.data.length;
    expect(await found('filters[volumeM3][$eq]=33.125')).toBe(1);
    expect(await found('filters[volumeM3][$gt]=33.124')).toBe(1);
    expect(await found('filters[volumeM3][$gt]=33.125')).toBe(0);
    expect(await found('filters[volumeM3][$between][0]=33&filters[volumeM3][$between][1]=34')).toBe(1);
    const finer = await w.client.get('/api/jobs?filters[volumeM3][$gt]=33.1245');
    expect([finer.status, finer.body.error.message]).toEqual([
      400,
      'Invalid value 33.1245 at volumeM3: expected a number with at most 3 decimals',
    ]);
  });

  it('finds a job by its UN number and by its marks', async () => {
    const reference = `SEARCH-${Date.now()}`;
    const created = await w.client.post(
      '/api/jobs',
      jobInput(w, { ...ADR, unNumber: '1791', customerReference: reference, goodsMarks: 'KX-77' }),
    );
    expect(created.status).toBe(201);
    const found = async (q: string) =>
      (await w.client.get(`/api/jobs?_q=${q}&filters[customerReference][$eq]=${reference}`)).body.data.map(
        (job: { documentId: string }) => job.documentId,
      );
    expect(await found('1791')).toEqual([created.body.data.documentId]);
    expect(await found('kx-77')).toEqual([created.body.data.documentId]);
    expect(await found('1792')).toEqual([]);
  });

  it('creates ADR goods with their UN number as four digits, class and packing group', async () => {
    const created = await w.client.post('/api/jobs', jobInput(w, ADR));
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ adr: true, unNumber: '1203', adrClass: '3', packingGroup: 'II' });
    const noGroup = await w.client.post('/api/jobs', jobInput(w, { adr: true, unNumber: '1965', adrClass: '2' }));
    expect([noGroup.status, noGroup.body.data.packingGroup]).toEqual([201, null]);
  });

  it('refuses ADR goods without a UN number or class, and ADR details on other goods, naming each field and writing nothing', async () => {
    const before = (await w.client.get('/api/jobs?pagination[pageSize]=1')).body.meta.pagination.total;
    const missing = await w.client.post('/api/jobs', jobInput(w, { adr: true }));
    expect(missing.status).toBe(400);
    expect(errorsOf(missing.body)).toEqual([
      ['unNumber', 'UN number is required for ADR goods'],
      ['adrClass', 'ADR class is required for ADR goods'],
    ]);
    const notAdr = await w.client.post('/api/jobs', jobInput(w, { unNumber: '1203', packingGroup: 'II' }));
    expect(errorsOf(notAdr.body)).toEqual([
      ['unNumber', 'UN number is only for ADR goods: mark the goods ADR or leave it empty'],
      ['packingGroup', 'Packing group is only for ADR goods: mark the goods ADR or leave it empty'],
    ]);
    const wrong = await w.client.post('/api/jobs', jobInput(w, { ...ADR, unNumber: '12O3', adrClass: '10', volumeM3: 1.0005 }));
    expect(wrong.status).toBe(400);
    expect(errorsOf(wrong.body)).toEqual([
      ['volumeM3', 'Volume has at most 3 decimals (whole litres)'],
      ['unNumber', 'UN number must be 4 digits (e.g. UN 1203)'],
      ['adrClass', 'ADR class must be one of: 1, 2, 3, 4.1, 4.2, 4.3, 5.1, 5.2, 6.1, 6.2, 7, 8, 9'],
    ]);
    const bulk = await w.client.post('/api/jobs/createMulti', [jobInput(w), jobInput(w, { adr: true, unNumber: '1203' })]);
    expect(bulk.status).toBe(400);
    expect(bulk.body.error.details.errors.map((e: { path: (string | number)[] }) => e.path)).toEqual([[1, 'adrClass']]);
    expect((await w.client.get('/api/jobs?pagination[pageSize]=1')).body.meta.pagination.total).toBe(before);
  });

  it('holds a change to the ADR rule over the job as the change leaves it', async () => {
    const id = (await w.client.post('/api/jobs', jobInput(w, ADR))).body.data.documentId;
    const unmarked = await w.client.put(`/api/jobs/${id}`, { adr: false });
    expect(unmarked.status).toBe(400);
    expect(errorsOf(unmarked.body).map(([field]) => field)).toEqual(['unNumber', 'adrClass', 'packingGroup']);
    const emptied = await w.client.put(`/api/jobs/${id}`, { unNumber: null });
    expect(errorsOf(emptied.body)).toEqual([['unNumber', 'UN number is required for ADR goods']]);
    const cleared = await w.client.put(`/api/jobs/${id}`, { adr: false, unNumber: null, adrClass: null, packingGroup: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({ adr: false, unNumber: null, adrClass: null, packingGroup: null });
    const onOther = await w.client.put(`/api/jobs/${id}`, { adrClass: '8' });
    expect(errorsOf(onOther.body)).toEqual([['adrClass', 'ADR class is only for ADR goods: mark the goods ADR or leave it empty']]);
    const marked = await w.client.put(`/api/jobs/${id}`, { adr: true, unNumber: '1789', adrClass: '8' });
    expect(marked.status).toBe(200);
    expect(marked.body.data).toMatchObject({ adr: true, unNumber: '1789', adrClass: '8', packingGroup: null });
  });

  it('lets a job saved ADR before it recorded UN numbers be changed in other fields', async () => {
    const id = (await w.client.post('/api/jobs', jobInput(w, ADR))).body.data.documentId;
    await w.t.app.db
      .updateTable('jobs')
      .set({ un_number: null, adr_class: null, packing_group: null })
      .where('document_id', '=', id)
      .execute();
    const noted = await w.client.put(`/api/jobs/${id}`, { notesDriver: 'Gate 2', volumeM3: 2 });
    expect(noted.status).toBe(200);
    expect(noted.body.data).toMatchObject({ notesDriver: 'Gate 2', volumeM3: 2, adr: true, unNumber: null });
  });

  it('copies the goods details from a template to the jobs a recurring schedule makes', async () => {
    const template = await w.client.post('/api/jobs', jobInput(w, { kind: 'template', ...ADR, goodsMarks: 'T-1', volumeM3: 0.5 }));
    expect(template.status).toBe(201);
    const schedule = await w.client.post('/api/recurring-schedules', {
      name: 'Petrol shuttle',
      templateJob: template.body.data.documentId,
      rrule: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=TH',
      startsOn: '2026-06-01',
      endsOn: '2026-06-30',
      holidayPolicy: 'generate',
      horizonWeeks: 8,
    });
    expect(schedule.status).toBe(201);
    await materialiseAll(w.t.app, '2026-06-01');
    const made = await w.client.get(`/api/jobs?filters[recurringSchedule][id][$eq]=${schedule.body.data.id}&pagination[pageSize]=1`);
    expect(made.body.data[0]).toMatchObject({
      kind: 'job',
      goodsMarks: 'T-1',
      volumeM3: 0.5,
      adr: true,
      unNumber: '1203',
      adrClass: '3',
      packingGroup: 'II',
    });
  });
});
