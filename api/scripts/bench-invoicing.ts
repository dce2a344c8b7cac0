// The invoicing benchmark: JOBS ready-to-invoice jobs for CUSTOMERS customers, then the run (the
// same batches POST /api/customers/invoices makes) until complete, then every draft finalised in
// its own transaction (as POST …/finalise), then PDF renders per second.
// Usage: tsx scripts/bench-invoicing.ts 10000 500  (SQLITE_PATH of an empty file, or DATABASE_URL)
// BENCH_RESULT_FILE=<file> also writes the figures there as JSON (`npm run bench -- finance` reads them).
import { writeFileSync } from 'node:fs';
import { officeToday } from '@haulage/shared/contracts';
import { loadConfig } from '../src/config';
import { createDb } from '../src/db/create-db';
import { migrateToLatest } from '../src/db/migrate';
import { allMigrations } from '../src/db/migrations';
import { seedCustomers } from '../src/modules/customers/seed/seed';
import { seedManyCustomers } from '../src/modules/customers/seed/seed-many';
import { finaliseInvoice } from '../src/modules/finance/invoices/services/finalise-service';
import { renderInvoicePdf } from '../src/modules/finance/invoices/services/invoice-pdf';
import { runStep } from '../src/modules/finance/invoices/services/run-service';
import { linesOfInvoice } from '../src/modules/finance/invoices/repository/invoice-repository';
import { seedFleetDemoData } from '../src/modules/fleet/index';
import { seedManyJobs } from '../src/modules/jobs/seed/seed-many';

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

const main = async (): Promise<void> => {
  const [jobs = 10_000, customers = 500] = process.argv.slice(2, 4).map(Number);
  const config = loadConfig();
  const handle = createDb(config);
  const { db, dialect } = handle;
  try {
    await migrateToLatest(db, allMigrations);
    await seedFleetDemoData(db);
    await seedCustomers(db);
    await seedManyCustomers(db, customers);
    await seedManyJobs(db, { jobs, boardDay: '2026-03-02', undated: 0 });
    // Spread the jobs over the customers and price them, as completed and checked jobs would be.
    const ids = (await db.selectFrom('customers').select('id').orderBy('id').limit(customers).execute()).map((row) => Number(row.id));
    const rows = await db.selectFrom('jobs').select('id').orderBy('id').execute();
    await db.transaction().execute(async (trx) => {
      for (const [index, row] of rows.entries())
        await trx
          .updateTable('jobs')
          .set({ status: 'ready_to_invoice', customer_id: ids[index % ids.length]!, price_total: 150_000 + index, currency: 'SEK' })
          .where('id', '=', Number(row.id))
          .execute();
    });
    const { from, to } = { from: '2026-01-01', to: '2026-12-31' };
    const started = Date.now();
    const drafts: number[] = [];
    for (;;) {
      const step = await db.transaction().execute((trx) => runStep(trx, { from, to }, new Date().toISOString()));
      drafts.push(...step.data.map((draft) => draft.invoice!.id));
      if (step.meta.run.complete) break;
    }
    const draftsMs = Date.now() - started;
    console.info(`${dialect}: ${rows.length} jobs → ${drafts.length} drafts in ${seconds(started)} s`);
    const finalising = Date.now();
    const actor = { id: null, name: 'Benchmark' };
    for (const id of drafts)
      await db
        .transaction()
        .execute((trx) => finaliseInvoice({ trx, dialect, config, actor, today: officeToday(), now: new Date().toISOString() }, id));
    const finaliseMs = Date.now() - finalising;
    console.info(
      `${dialect}: ${drafts.length} invoices finalised in ${seconds(finalising)} s (${seconds(started)} s from the start of the run)`,
    );
    const lines = await linesOfInvoice(db, drafts[0]!);
    const rendering = Date.now();
    let rendered = 0;
    while (Date.now() - rendering < 3000) {
      await renderInvoicePdf({
        kind: 'invoice',
        number: 'F2026-00001',
        invoiceDate: '2026-03-31',
        dueDate: '2026-04-30',
        deliveryFrom: '2026-03-01',
        deliveryTo: '2026-03-31',
        currency: 'SEK',
        lines,
        vatBreakdown: [{ rate: 25, base: 1, vat: 0 }],
        subtotal: 1,
        vatTotal: 0,
        total: 1,
        legalText: null,
        reverseCharge: false,
        credits: null,
        notes: null,
        issuedAt: new Date().toISOString(),
        seller: config.invoicing.seller,
        customer: {
          name: 'Kund AB',
          organizationNumber: null,
          address: null,
          vatNumber: null,
          countryCode: 'SE',
          vatType: 'SEVAT',
          invoiceEmail: null,
        },
      });
      rendered += 1;
    }
    const pdfsPerSecond = rendered / ((Date.now() - rendering) / 1000);
    console.info(`PDF rendering: ${pdfsPerSecond.toFixed(0)} invoices of ${lines.length} lines per second`);
    const figures = { dialect, jobs: rows.length, drafts: drafts.length, draftsMs, finaliseMs, pdfsPerSecond, pdfLines: lines.length };
    if (process.env.BENCH_RESULT_FILE) writeFileSync(process.env.BENCH_RESULT_FILE, JSON.stringify(figures));
  } finally {
    await handle.close();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
