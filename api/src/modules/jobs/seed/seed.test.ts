import { buildTestApp, type TestApp } from '../../../../test/helper';
import { seedFleetDemoData } from '../../fleet/index';
import { seedJobs } from './seed';

describe('the jobs demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seedDemoData: true });
  });
  afterAll(async () => t.close());

  it('seeds a month once: completed jobs with prices, planned today, open ahead', async () => {
    const rows = await t.app.db.selectFrom('jobs').select(['status', 'price_total', 'km_actual']).execute();
    expect(rows.length).toBeGreaterThan(100);
    const completed = rows.filter((r) => r.status === 'completed');
    expect(completed.length).toBeGreaterThan(50);
    expect(completed.every((r) => Number(r.price_total) > 0 && Number(r.km_actual) > 0)).toBe(true);
    expect(rows.some((r) => r.status === 'planned')).toBe(true);
    expect(rows.some((r) => r.status === 'open')).toBe(true);
    expect(await seedJobs(t.app.db)).toBe(false);
    expect(await seedFleetDemoData(t.app.db)).toBe(false);
  });
});
