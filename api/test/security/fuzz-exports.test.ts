import fc from 'fast-check';
import { sql } from 'kysely';
import { authHeader } from '../auth';
import { buildTestApp, type TestApp } from '../helper';
import { checkAnswer } from './fuzz-answers';

jest.setTimeout(120_000);

/**
 * The invoice export and e-mail actions are not collections, so fuzz.test.ts does not reach their
 * bodies: fuzzed here on a fixed seed. No 5xx, every 4xx in the Strapi envelope, and a refused
 * body leaves the export records, the e-mail outbox and the invoices as they were.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await authHeader(t.app, 'admin');
});
afterAll(async () => t.close());

const fingerprint = async (): Promise<string> => {
  const parts: string[] = [];
  for (const table of ['invoice_exports', 'invoice_export_items', 'email_messages', 'invoices']) {
    const { rows } = await sql<{ n: unknown }>`select count(*) as n from ${sql.table(table)}`.execute(t.app.db);
    parts.push(`${table}:${String(rows[0]?.n)}`);
  }
  return parts.join('|');
};

const date = fc.oneof(
  fc.constantFrom('2026-01-01', '2026-12-31', '2026-02-30', '1900-01-01', '9999-12-31', ''),
  fc.string({ maxLength: 12 }),
  fc.integer(),
);
const body = fc.oneof(
  fc.record({
    data: fc.record({ from: date, to: date, reexport: fc.oneof(fc.boolean(), fc.string({ maxLength: 3 })) }, { requiredKeys: [] }),
  }),
  fc.record({ data: fc.anything({ maxDepth: 2 }) }),
  fc.anything({ maxDepth: 2 }),
);

describe('fuzzed export and e-mail bodies', () => {
  it('never answer 5xx, and a refused body writes nothing', async () => {
    const urls = ['export-csv', 'export-sie', 'export-fortnox', 'a'.repeat(24) + '/send', 'a'.repeat(24) + '/remind'].map(
      (path) => `/api/customers/invoices/${path}`,
    );
    for (const url of urls) {
      await fc.assert(
        fc.asyncProperty(body, async (payload) => {
          const before = await fingerprint();
          const res = await t.app.inject({
            method: 'POST',
            url,
            headers: { ...admin, 'content-type': 'application/json' },
            payload: JSON.stringify(payload) ?? 'null',
          });
          checkAnswer(res.statusCode, res.payload, `POST ${url}`);
          if (res.statusCode >= 400 && (await fingerprint()) !== before)
            throw new Error(`POST ${url} answered ${res.statusCode} but wrote`);
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/_health' })).statusCode).toBe(200);
  });
});
