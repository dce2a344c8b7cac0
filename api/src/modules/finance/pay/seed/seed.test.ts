import { seedFleetDemoData } from '../../../fleet';
import { buildTestApp, type TestApp } from '../../../../../test/helper';
import { seedPayRules } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('pay demo data', () => {
  it('gives every demo driver one pay rule, once', async () => {
    expect(await seedPayRules(t.app.db)).toBe(false);
    await seedFleetDemoData(t.app.db);
    expect(await seedPayRules(t.app.db)).toBe(true);
    expect(await seedPayRules(t.app.db)).toBe(false);
    const drivers = await t.app.db.selectFrom('drivers').select('id').execute();
    const rules = await t.app.db.selectFrom('pay_rules').select(['driver_id', 'basis']).execute();
    expect(rules.map((r) => r.driver_id).sort()).toEqual(drivers.map((d) => d.id).sort());
    expect(new Set(rules.map((r) => r.basis))).toEqual(new Set(['hourly', 'monthly']));
  });
});
