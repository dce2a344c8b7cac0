import { seedFleetDemoData, seedManyTrucks } from '../../src/modules/fleet';
import { authHeader } from '../auth';
import { buildTestApp, type TestApp } from '../helper';

// Many requests per test, on PostgreSQL too, on a shared CI machine.
jest.setTimeout(120_000);

/**
 * One request must never be able to stop the API: populate depth, the entries a to-many
 * relation adds per entry, the entries and bytes of one answer are all bounded, and /_health
 * keeps answering while the most expensive allowed requests run.
 */
let t: TestApp;
let viewer: { authorization: string };
const get = (url: string, headers = viewer) => t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  t = await buildTestApp({
    readBounds: { populateDepth: 5, relationDepth: 5, relatedPerEntry: 30, answerEntries: 2000, answerBytes: 4 * 1024 * 1024 },
  });
  await seedFleetDemoData(t.app.db);
  await seedManyTrucks(t.app.db, 300);
  viewer = await authHeader(t.app, 'viewer');
});
afterAll(async () => t.close());

type Db = TestApp['app']['db'];

/** An app of its own with these read bounds, seeded, handed to `check` with a viewer's GET; closed after. */
const withBoundedApp = async (
  readBounds: NonNullable<Parameters<typeof buildTestApp>[0]>['readBounds'],
  seed: (db: Db) => Promise<unknown>,
  check: (small: TestApp, getSmall: (url: string) => ReturnType<typeof get>) => Promise<void>,
): Promise<void> => {
  const small = await buildTestApp({ readBounds });
  try {
    await seed(small.app.db);
    const headers = await authHeader(small.app, 'viewer');
    await check(small, (url) => small.app.inject({ method: 'GET', url, headers }));
  } finally {
    await small.close();
  }
};

const loop = (segments: number): string => Array.from({ length: segments }, (_, i) => (i % 2 === 0 ? 'area' : 'trucks')).join('.');

describe('populate is bounded', () => {
  it('refuses 20 nested segments at once, with a 400 naming the depth', async () => {
    const started = Date.now();
    const res = await get(`/api/trucks?populate=${loop(20)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ name: 'ValidationError', message: expect.stringContaining('deeper than 5 levels') });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('refuses the object form past the depth too', async () => {
    const nested = 'populate[area][populate][trucks][populate][area][populate][trucks][populate][area][populate][trucks]=true';
    expect((await get(`/api/trucks?${nested}`)).statusCode).toBe(400);
  });

  it('answers five levels, cutting each to-many relation at the bound and saying so in meta', async () => {
    const res = await get(`/api/trucks?populate=${loop(5)}&pagination[pageSize]=1`);
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(data[0].area.trucks).toHaveLength(30);
    expect(meta.truncated).toEqual([
      { path: 'area.trucks', limit: 30 },
      { path: 'area.trucks.area.trucks', limit: 30 },
    ]);
  });

  it('says nothing in meta when no relation was cut', async () => {
    const res = await get('/api/trucks?populate=area&pagination[pageSize]=5');
    expect(res.statusCode).toBe(200);
    expect(res.json().meta).not.toHaveProperty('truncated');
  });

  it('counts a to-many relation exactly, without loading it', async () => {
    const res = await get('/api/areas?populate[trucks][count]=true&pagination[pageSize]=100');
    const counted = res.json().data.reduce((sum: number, area: { trucks: { count: number } }) => sum + area.trucks.count, 0);
    const trucksWithArea = await t.app.db
      .selectFrom('trucks')
      .where('area_id', 'is not', null)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(counted).toBe(Number(trucksWithArea!.n));
  });

  it('refuses an answer that would hold more entries than the bound', async () => {
    const res = await get('/api/trucks?populate=area.trucks.area.trucks&pagination[pageSize]=200');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('more than 2000 entries');
  });

  it('refuses filters that pass through more relations than the bound', async () => {
    const deep = 'filters[area][trucks][area][trucks][area][trucks][id][$notNull]=true';
    expect((await get(`/api/trucks?${deep}`)).statusCode).toBe(400);
    expect((await get('/api/trucks?filters[area][trucks][area][name][$notNull]=true')).statusCode).toBe(200);
  });
});

describe('a to-many relation cut per entry', () => {
  it('answers the cut relation when all its rows would pass the answer bound but the cut ones do not', async () => {
    const bounds = { populateDepth: 5, relationDepth: 5, relatedPerEntry: 5, answerEntries: 60, answerBytes: 4 * 1024 * 1024 };
    const seed = async (db: Db) => {
      await seedFleetDemoData(db);
      await seedManyTrucks(db, 120);
    };
    await withBoundedApp(bounds, seed, async (small, getSmall) => {
      const res = await getSmall('/api/areas?populate=trucks&sort=id&pagination[pageSize]=5');
      expect(res.statusCode).toBe(200);
      const { data, meta } = res.json() as { data: { id: number; trucks: { id: number }[] }[]; meta: { truncated?: unknown } };
      const related = await small.app.db
        .selectFrom('trucks')
        .select(['id', 'area_id'])
        .where(
          'area_id',
          'in',
          data.map((area) => area.id),
        )
        .orderBy('id')
        .execute();
      // Uncut, the five areas' trucks alone would pass the bound of 60 entries.
      expect(related.length).toBeGreaterThan(60);
      for (const area of data) {
        const first = related.filter((truck) => truck.area_id === area.id).slice(0, 5);
        expect(area.trucks.map((truck) => truck.id)).toEqual(first.map((truck) => truck.id));
      }
      expect(meta.truncated).toEqual([{ path: 'trucks', limit: 5 }]);
    });
  });
});

describe('an expensive request does not stop the others', () => {
  it('keeps /_health and another user answering while the largest allowed answers are built', async () => {
    const heavy = Array.from({ length: 6 }, () => get(`/api/trucks?populate=${loop(3)}&pagination[pageSize]=60`));
    const started = Date.now();
    const health = await t.app.inject({ method: 'GET', url: '/_health' });
    const other = await get('/api/areas', await authHeader(t.app, 'dispatcher'));
    const healthAfter = Date.now() - started;
    expect(health.statusCode).toBe(200);
    expect(other.statusCode).toBe(200);
    const answers = await Promise.all(heavy);
    for (const answer of answers) expect([200, 400]).toContain(answer.statusCode);
    expect(healthAfter).toBeLessThan(5000);
  });
});

describe('answers are bounded in bytes', () => {
  it('refuses an answer larger than the byte bound with a 400 in the envelope', async () => {
    const bounds = { populateDepth: 5, relationDepth: 5, relatedPerEntry: 100, answerEntries: 10_000, answerBytes: 20_000 };
    await withBoundedApp(
      bounds,
      (db) => seedManyTrucks(db, 120),
      async (_small, getSmall) => {
        const res = await getSmall('/api/trucks?pagination[pageSize]=100');
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ data: null, error: { status: 400, name: 'ValidationError' } });
      },
    );
  });
});

describe('input never reaches the database or the prototype unchecked', () => {
  it.each([
    'page=368934881474191033',
    'pagination[start]=9223372036854775808',
    'pagination[page]=1000002&pagination[pageSize]=1000',
    'pagination[limit]=99999999999999999999',
    'populate=toString.x',
    'populate=valueOf.*',
    'populate[constructor]=true',
    'filters[constructor][$eq]=x',
    'filters[__proto__][a]=1',
    'filters[area][toString][$eq]=x',
    'sort=toString',
    'sort=hasOwnProperty:desc',
    'fields=constructor',
  ])('%s → 400 naming the key', async (query) => {
    const res = await get(`/api/trucks?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ data: null, error: { status: 400, name: 'ValidationError', message: expect.any(String) } });
  });
});
