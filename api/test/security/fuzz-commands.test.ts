import fc from 'fast-check';
import { allContentTypes } from '../../src/content';
import { authHeader } from '../auth';
import { buildTestApp, type TestApp } from '../helper';
import { checkAnswer, contentFingerprint } from './fuzz-answers';

// Many requests per test, on PostgreSQL too, on a shared CI machine.
jest.setTimeout(300_000);

/**
 * Every write route that is not a collection's POST or PUT (fuzz.test.ts fuzzes those): commands
 * (`/:id/skip`, `/:id/finalise`, …) and actions (`/month`, `/createMulti`, …), taken from the route
 * table, so a new one is fuzzed the moment it is registered. On the demo data, with ids of real
 * entries, as an admin: no 5xx, every 4xx in Strapi's envelope, and a refused body writes nothing.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const MISSING = 'a'.repeat(24);
// Multipart uploads have a fuzz of their own in the uploads tests.
const ELSEWHERE = new Set(['POST /api/upload']);

let t: TestApp;
let admin: { authorization: string };
type Entry = { documentId: string };
const get = async <T = Entry>(url: string): Promise<T[]> => (await t.app.inject({ method: 'GET', url, headers: admin })).json().data as T[];
const post = async (url: string, data: unknown) => t.app.inject({ method: 'POST', url, headers: admin, payload: { data } });

/**
 * The demo data holds no trip and no recurring schedule: one of each, so their commands (a join, a
 * skip, …) meet their rules rather than only a 404.
 */
const addTripAndSchedule = async () => {
  const jobs = await get('/api/jobs?filters[status][$eq]=open&filters[kind][$eq]=job&pagination[pageSize]=2');
  const [truck] = await get('/api/trucks?filters[truckStatus][$eq]=available&filters[vehicleClass][$eq]=truck&pagination[pageSize]=1');
  const trip = await post('/api/trips', { jobs: jobs.map((job) => job.documentId), truck: truck!.documentId, date: '2026-12-08' });
  expect(trip.statusCode).toBe(201);
  const [customer] = await get('/api/customers?pagination[pageSize]=1');
  const destinations = await get('/api/destinations?pagination[pageSize]=2');
  const template = await post('/api/jobs', {
    kind: 'template',
    status: 'draft',
    customer: customer!.documentId,
    goodsDescription: 'Pallets',
    stops: destinations.map((destination, i) => ({ type: i === 0 ? 'pickup' : 'delivery', destination: destination.documentId })),
  });
  expect(template.statusCode).toBe(201);
  const schedule = await post('/api/recurring-schedules', {
    name: 'Weekly shuttle',
    templateJob: template.json().data.documentId,
    rrule: 'FREQ=WEEKLY;BYDAY=TU',
    startsOn: '2026-12-01',
    endsOn: '2027-01-31',
    holidayPolicy: 'skip',
  });
  expect(schedule.statusCode).toBe(201);
};

beforeAll(async () => {
  t = await buildTestApp({ seedDemoData: true });
  admin = await authHeader(t.app, 'admin');
  await addTripAndSchedule();
});
afterAll(async () => t.close());

const collectionRoutes = (): Set<string> => {
  const set = new Set<string>();
  for (const type of allContentTypes()) {
    const base = `/api/${type.path ?? type.uid}`;
    set.add(`POST ${base}`);
    set.add(`PUT ${base}/:id`);
  }
  return set;
};

const commandRoutes = () => {
  const covered = collectionRoutes();
  return t.app.routeAccess
    .filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method) && route.url.startsWith('/api/') && route.access.kind !== 'public')
    .map((route) => `${route.method} ${route.url}`)
    .filter((route) => !covered.has(route) && !ELSEWHERE.has(route));
};

/** An existing entry of the collection the route sits under, so commands reach their rules and not only a 404. */
const urlOf = async (pattern: string): Promise<string> => {
  if (!pattern.includes('/:id')) return pattern;
  const base = pattern.slice(0, pattern.indexOf('/:id'));
  const res = await t.app.inject({ method: 'GET', url: `${base}?pagination[pageSize]=1`, headers: admin });
  const first = res.statusCode === 200 ? (res.json() as { data?: { documentId?: string }[] }).data?.[0] : undefined;
  return pattern.replace(':id', first?.documentId ?? MISSING);
};

const fingerprint = (): Promise<string> => contentFingerprint(t);

/** After an accepted write, until work it started after its answer (an outbox send) has finished. */
const settled = async (): Promise<void> => {
  let last = await fingerprint();
  for (let i = 0; i < 25; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    const now = await fingerprint();
    if (now === last) return;
    last = now;
  }
};

const FIELDS = [
  'period',
  'date',
  'reason',
  'jobs',
  'job',
  'to',
  'from',
  'truck',
  'driver',
  'plannedDate',
  'trailers',
  'amount',
  'paidOn',
  'reference',
  'lines',
  'line',
  'description',
  'quantity',
  'unit',
  'rate',
  'customers',
  'perJob',
  'eta',
  'source',
  'recipientType',
  'contact',
  'stops',
  'rows',
  'csv',
  'reexport',
];

const bodies = (refs: string[]) => {
  const value = fc.oneof(
    fc.jsonValue({ maxDepth: 2 }),
    fc.constantFrom(
      ...refs,
      MISSING,
      '2026-12',
      '2026-13',
      '2026-12-01',
      '2026-02-30',
      '',
      'x'.repeat(600),
      -1,
      0,
      2 ** 53,
      'a\u0000b',
      '9223372036854775807',
      2 ** 63,
    ),
    fc.array(fc.constantFrom(...refs, MISSING, 0, null), { maxLength: 3 }),
  );
  const data = fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 4 });
  return fc.oneof(fc.record({ data }), fc.record({ data: fc.jsonValue({ maxDepth: 2 }) }), fc.jsonValue({ maxDepth: 2 }));
};

describe('fuzzed command and action bodies', () => {
  it('never answer 5xx, always in the envelope, and a refused body writes nothing', async () => {
    const routes = commandRoutes();
    expect(routes).toEqual(expect.arrayContaining(['POST /api/drivers/salaries/month', 'POST /api/trips/:id/jobs']));
    for (const route of ['POST /api/trips/:id/jobs', 'POST /api/recurring-schedules/:id/skip']) {
      expect(await urlOf(route.split(' ')[1]!)).not.toContain(MISSING);
    }
    const refs: string[] = [];
    for (const base of ['/api/jobs', '/api/trucks', '/api/drivers', '/api/customers']) {
      const res = await t.app.inject({ method: 'GET', url: `${base}?pagination[pageSize]=2`, headers: admin });
      refs.push(...(res.json() as { data: { documentId: string }[] }).data.map((entry) => entry.documentId));
    }
    for (const route of routes) {
      const [method, pattern] = route.split(' ') as ['POST' | 'PUT' | 'PATCH', string];
      const url = await urlOf(pattern);
      await fc.assert(
        fc.asyncProperty(bodies(refs), async (body) => {
          const before = await fingerprint();
          const res = await t.app
            .inject({ method, url, headers: admin, payload: JSON.stringify(body) ?? 'null' })
            .catch((error: Error) => ({ statusCode: 599, payload: error.message }));
          const what = `${method} ${url} ${JSON.stringify(body)?.slice(0, 200)}`;
          checkAnswer(res.statusCode, res.payload, what);
          if (res.statusCode < 400) return settled();
          if ((await fingerprint()) !== before) throw new Error(`${what} answered ${res.statusCode} but wrote`);
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/_health' })).statusCode).toBe(200);
  });
});
