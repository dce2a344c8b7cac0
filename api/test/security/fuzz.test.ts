import fc from 'fast-check';
import { allContentTypes, type ContentType } from '../../src/content';
import { seedFleetDemoData } from '../../src/modules/fleet';
import { USER_TYPES } from '@haulage/shared/contracts';
import { authHeader } from '../auth';
import { buildTestApp, type TestApp } from '../helper';
import { entryId, queryString, writeBody } from './fuzz-arbitraries';
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

/**
 * The GET routes of the route table that are not a collection's list (boards, reports, the
 * sorted trucks, users): fuzzed with the query language of the collection they sit under, so a
 * new custom route is fuzzed the day it is registered.
 */
const customReads = (): { url: string; type: ContentType }[] => {
  const lists = new Set(listed.map(baseOf));
  const under = (url: string) =>
    listed.filter((type) => url.startsWith(`${baseOf(type)}/`)).sort((a, b) => baseOf(b).length - baseOf(a).length)[0];
  return t.app.routeAccess
    .filter((route) => route.method === 'GET' && route.url.startsWith('/api/') && !route.url.includes(':') && !lists.has(route.url))
    .map((route) => ({ url: route.url, type: under(route.url) ?? listed[0]! }));
};

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

describe('fuzzed queries on custom routes', () => {
  it('never answer 5xx, always in the envelope', async () => {
    const routes = customReads();
    expect(routes.map((route) => route.url)).toEqual(expect.arrayContaining(['/api/trucks/findSortedTruckByDrivers', '/api/users']));
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(queryString(route.type), async (query) => {
          const res = await t.app.inject({ method: 'GET', url: `${route.url}?${query}`, headers: headers.admin });
          checkAnswer(res.statusCode, res.payload, `GET ${route.url}?${query}`);
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
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

describe('DELETE of fuzzed ids', () => {
  it('never answers 5xx, and what names no entry is a 404', async () => {
    const routes = t.app.routeAccess.filter(
      (route) => route.method === 'DELETE' && route.url.startsWith('/api/') && route.url.includes(':'),
    );
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(entryId, async (id) => {
          const url = route.url.replace(/:[A-Za-z]+/g, encodeURIComponent(id));
          const before = await t.app.inject({ method: 'GET', url, headers: headers.admin });
          const res = await t.app.inject({ method: 'DELETE', url, headers: headers.admin });
          checkAnswer(res.statusCode, res.payload, `DELETE ${url}`);
          if (before.statusCode === 404 && res.statusCode !== 404 && res.statusCode !== 403)
            throw new Error(`DELETE ${url} of nothing answered ${res.statusCode}`);
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    }
    await healthy();
  });
});
