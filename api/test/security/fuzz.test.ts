import fc from 'fast-check';
import { allContentTypes, type ContentType } from '../../src/content';
import { seedFleetDemoData } from '../../src/modules/fleet';
import { USER_TYPES } from '@haulage/shared/contracts';
import { authHeader } from '../auth';
import { buildTestApp, type TestApp } from '../helper';
import { queryString, writeBody } from './fuzz-arbitraries';
import { checkAnswer, contentFingerprint } from './fuzz-answers';

// Many requests per test, on PostgreSQL too, on a shared CI machine.
jest.setTimeout(120_000);

/**
 * Property-based fuzzing of the query parser and every write body, on a fixed seed so a run is
 * repeatable (FUZZ_SEED to vary it, FUZZ_RUNS for more cases: `npm run fuzz`). For every case: no
 * 5xx, every 4xx in Strapi's envelope, no answer over the size bound, and a refused write leaves
 * every table as it was. /_health answers throughout.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

let t: TestApp;
let listed: ContentType[];
const headers: Record<string, { authorization: string }> = {};

beforeAll(async () => {
  t = await buildTestApp();
  await seedFleetDemoData(t.app.db);
  for (const type of USER_TYPES) headers[type] = await authHeader(t.app, type);
  listed = allContentTypes().filter((type) => t.app.hasRoute({ method: 'GET', url: baseOf(type) }));
});
afterAll(async () => t.close());

/** A collection's routes sit under its path (invoices: /api/customers/invoices), else its uid. */
const baseOf = (type: ContentType): string => `/api/${type.path ?? type.uid}`;

const fingerprint = (): Promise<string> => contentFingerprint(t);

const healthy = async (): Promise<void> => {
  expect((await t.app.inject({ method: 'GET', url: '/_health' })).statusCode).toBe(200);
};

describe('fuzzed queries', () => {
  it('never answer 5xx, always in the envelope, never past the size bound', async () => {
    for (const type of listed) {
      await fc.assert(
        fc.asyncProperty(queryString(type), fc.constantFrom(...USER_TYPES), async (query, user) => {
          const res = await t.app.inject({ method: 'GET', url: `${baseOf(type)}?${query}`, headers: headers[user] });
          checkAnswer(res.statusCode, res.payload, `GET ${baseOf(type)}?${query} as ${user}`);
        }),
        { seed: SEED, numRuns: RUNS * 3, endOnFailure: true },
      );
    }
    await healthy();
  });
});

describe('fuzzed write bodies', () => {
  it('never answer 5xx, and a refused body writes nothing', async () => {
    for (const type of listed) {
      const base = baseOf(type);
      const existing = (await t.app.inject({ method: 'GET', url: `${base}?pagination[pageSize]=1`, headers: headers.admin })).json()
        .data?.[0];
      const targets = [
        { method: 'POST' as const, url: base },
        ...(existing ? [{ method: 'PUT' as const, url: `${base}/${existing.documentId}` }] : []),
      ];
      for (const target of targets) {
        if (!t.app.hasRoute({ method: target.method, url: target.method === 'POST' ? base : `${base}/:id` })) continue;
        await fc.assert(
          fc.asyncProperty(writeBody(type), async (body) => {
            const before = await fingerprint();
            const res = await t.app
              .inject({ method: target.method, url: target.url, headers: headers.admin, payload: JSON.stringify(body) ?? 'null' })
              .catch((error: Error) => ({ statusCode: 599, payload: error.message }));
            checkAnswer(res.statusCode, res.payload, `${target.method} ${target.url} ${JSON.stringify(body)?.slice(0, 200)}`);
            if (res.statusCode >= 400 && (await fingerprint()) !== before)
              throw new Error(`${target.method} ${target.url} answered ${res.statusCode} but wrote`);
          }),
          { seed: SEED, numRuns: RUNS, endOnFailure: true },
        );
      }
    }
    await healthy();
  });
});
