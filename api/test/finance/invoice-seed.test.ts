import { seedCustomers } from '../../src/modules/customers/seed/seed';
import { seedFleetDemoData } from '../../src/modules/fleet';
import { seedJobs } from '../../src/modules/jobs/index';
import { buildTestApp } from '../helper';
import { seedInvoices } from '../../src/modules/finance/invoices/seed/seed';

jest.setTimeout(60_000);

describe('demo invoices', () => {
  it('makes a paid, an issued and a draft invoice from seeded completed jobs, once', async () => {
    const t = await buildTestApp();
    try {
      await seedFleetDemoData(t.app.db);
      await seedCustomers(t.app.db);
      await seedJobs(t.app.db);
      expect(await seedInvoices(t.app.db, t.app.dialect, t.config)).toBe(true);
      const rows = await t.app.db.selectFrom('invoices').select(['status', 'number']).orderBy('id').execute();
      expect(rows.map((row) => row.status)).toEqual(['paid', 'issued', 'draft']);
      expect(rows[0]!.number).toMatch(/^F\d{4}-00001$/);
      expect(await seedInvoices(t.app.db, t.app.dialect, t.config)).toBe(false);
    } finally {
      await t.close();
    }
  });
});
