import { isPersonalIdentityNumber, isSwedishPlate } from '@haulage/shared/contracts';
import { buildTestApp, type TestApp } from '../../../../test/helper';
import { DEMO_TRAILERS, DEMO_TRUCKS } from './demo-data';
import { seedFleetDemoData } from './seed';
import { seedManyTrucks } from './seed-many';
import { personalNumber } from './seed-helpers';

// Building the app with the demo haulier writes about 250 jobs through the write path: a few
// seconds alone, many more on a two-core CI machine running two test workers and PostgreSQL.
jest.setTimeout(180_000);

describe('fleet demo data', () => {
  // An app of each test's own: the demo fleet one test seeds is not another's starting point.
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(async () => t.close());
  const count = async (table: 'trucks' | 'drivers' | 'trailers' | 'areas' | 'tyre_sets' | 'trailer_links' | 'odometer_readings') =>
    Number(
      (
        await t.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n,
    );

  it('uses valid Swedish plates and personal numbers', () => {
    expect([...DEMO_TRUCKS.map((x) => x.plate), ...DEMO_TRAILERS.map((x) => x.plate)].filter((p) => !isSwedishPlate(p))).toEqual([]);
    expect(isPersonalIdentityNumber(personalNumber('1975-04-12', 123))).toBe(true);
  });

  it('seeds the haulier once and is idempotent', async () => {
    expect(await seedFleetDemoData(t.app.db)).toBe(true);
    expect(await seedFleetDemoData(t.app.db)).toBe(false);
    expect(await count('areas')).toBe(5);
    expect(await count('trucks')).toBe(20);
    expect(await count('drivers')).toBe(30);
    expect(await count('trailers')).toBe(10);
    expect(await count('tyre_sets')).toBe(19 * 4);
    expect(await count('trailer_links')).toBe(5);
    const mounted = await t.app.db.selectFrom('tyre_sets').select('season').where('status', '=', 'mounted').execute();
    expect(new Set(mounted.map((m) => m.season))).toEqual(new Set(['winter']));
  });

  it('adds many trucks in batches without clashing with the demo fleet', async () => {
    expect(await seedFleetDemoData(t.app.db)).toBe(true);
    await seedManyTrucks(t.app.db, 1_200); // after the 20 demo trucks
    await seedManyTrucks(t.app.db, 30);
    expect(await count('trucks')).toBe(1_250);
  });
});

describe('fleet demo data on start', () => {
  it('is seeded when the app starts with seedDemoData on', async () => {
    const t = await buildTestApp({ seedDemoData: true });
    try {
      const n = await t.app.db
        .selectFrom('trucks')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst();
      expect(Number(n?.n)).toBe(20);
    } finally {
      await t.close();
    }
  });
});
