import type { KyselyPlugin } from 'kysely';
import { officeToday } from '@haulage/shared/contracts';
import { buildTestApp, type TestApp } from '../../../../test/helper';
import { seedCustomers } from '../../customers/index';
import { seedFleetDemoData } from '../../fleet/index';
import { daysSincePreviousMonthStarted, seedJobs } from './seed';

// Building the app with the demo haulier writes about 250 jobs through the write path: a few
// seconds alone, many more on a two-core CI machine running two test workers and PostgreSQL.
jest.setTimeout(180_000);

describe('the jobs demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seedDemoData: true });
  });
  afterAll(async () => t.close());

  it('starts however long the demo data takes on a loaded machine: no clock on a module start', () => {
    expect(t.app.initialConfig.pluginTimeout).toBe(0);
  });

  it('reaches back to the first of the previous month, which finance opens on', () => {
    expect(daysSincePreviousMonthStarted('2026-11-26')).toBe(56);
    expect(daysSincePreviousMonthStarted('2026-03-01')).toBe(28);
    expect(daysSincePreviousMonthStarted('2027-01-15')).toBe(45);
  });

  it('seeds once: completed jobs with prices from the previous month on, planned today, open ahead: completed jobs with prices, planned today, open ahead', async () => {
    const rows = await t.app.db.selectFrom('jobs').select(['status', 'price_total', 'km_actual', 'planned_date']).execute();
    expect(rows.length).toBeGreaterThan(100);
    const completed = rows.filter((r) => r.status === 'completed');
    expect(completed.length).toBeGreaterThan(50);
    expect(completed.every((r) => Number(r.price_total) > 0 && Number(r.km_actual) > 0)).toBe(true);
    const today = officeToday();
    const previousMonth = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 2, 1)).toISOString().slice(0, 7);
    expect(completed.some((r) => String(r.planned_date).startsWith(previousMonth))).toBe(true);
    expect(rows.some((r) => r.status === 'planned' && String(r.planned_date).startsWith(today))).toBe(true);
    expect(rows.some((r) => r.status === 'open')).toBe(true);
    expect(await seedJobs(t.app.db)).toBe(false);
    expect(await seedFleetDemoData(t.app.db)).toBe(false);
  });

  it('writes the demo jobs in batches: a fixed, small number of statements, whatever the machine', async () => {
    const empty = await buildTestApp();
    try {
      await seedFleetDemoData(empty.app.db);
      await seedCustomers(empty.app.db);
      let statements = 0;
      const counter: KyselyPlugin = {
        transformQuery: (args) => ((statements += 1), args.node),
        transformResult: async (args) => args.result,
      };
      expect(await seedJobs(empty.app.db.withPlugin(counter))).toBe(true);
      // One job at a time through the write path took ~14,500 statements for the ~280 jobs.
      expect(statements).toBeLessThan(2_000);
      const jobs = await empty.app.db.selectFrom('jobs').selectAll().orderBy('id').execute();
      expect(jobs.length).toBeGreaterThan(100);
      // Numbered from the series in order, searchable and priced like any job written one by one.
      expect(jobs.map((job) => Number(job.job_number))).toEqual(jobs.map((_, i) => Number(jobs[0]!.job_number) + i));
      expect(jobs.every((job) => String((job as Record<string, unknown>).search_text ?? '').includes(`PO-`.toLowerCase()))).toBe(true);
      expect(jobs.every((job) => Number(job.price_total) > 0)).toBe(true);
      const series = await empty.app.db
        .selectFrom('job_number_series')
        .select('next_number')
        .where('name', '=', 'jobs')
        .executeTakeFirstOrThrow();
      expect(Number(series.next_number)).toBe(Number(jobs.at(-1)!.job_number) + 1);
    } finally {
      await empty.close();
    }
  });

  it('plans the office day even when it is a Saturday, and leaves the other weekend days empty', async () => {
    const empty = await buildTestApp();
    try {
      await seedFleetDemoData(empty.app.db);
      await seedCustomers(empty.app.db);
      // 00:30 in Stockholm on Saturday 28 November is still Friday in UTC: the office's day decides.
      expect(await seedJobs(empty.app.db, new Date('2026-11-27T23:30:00Z'))).toBe(true);
      const rows = await empty.app.db.selectFrom('jobs').select(['status', 'planned_date']).execute();
      const on = (date: string) => rows.filter((r) => String(r.planned_date).startsWith(date));
      expect(on('2026-11-28').some((r) => r.status === 'planned')).toBe(true);
      expect(on('2026-11-29')).toEqual([]);
      expect(on('2026-11-22')).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});
