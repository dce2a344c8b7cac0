import fc from 'fast-check';
import { authHeader } from '../auth';
import { buildTestApp, type TestApp } from '../helper';

jest.setTimeout(120_000);

/**
 * The calendar feed's routes, fuzzed like the content types' (fuzz.test.ts): the public feed with
 * any query (each case from an address of its own, so the per-address limit does not hide an
 * answer), and any body to make an address. No 5xx, every 4xx in the envelope, a refusal writes nothing.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const inEnvelope = (status: number, payload: string): boolean => {
  const body = JSON.parse(payload) as { data?: unknown; error?: { status?: unknown; name?: unknown } };
  return body.data === null && body.error?.status === status && typeof body.error.name === 'string';
};

const tokens = () => t.app.db.selectFrom('calendar_feed_tokens').selectAll().execute();
const queryPart = fc.oneof(fc.string(), fc.constantFrom('token', 'token[]', 'token[a]', '__proto__', 'A'.repeat(43), '%', '&', '='));

describe('fuzzed calendar feed', () => {
  it('answers any query to the public feed with 400, 404 or 429 in the envelope, never 5xx', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(queryPart, queryPart), { maxLength: 4 }), async (pairs) => {
        n += 1;
        const query = pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/events/feed.ics?${query}`,
          remoteAddress: `10.77.${n >> 8}.${n & 255}`,
        });
        if (res.statusCode >= 500 || ![400, 404, 429].includes(res.statusCode) || !inEnvelope(res.statusCode, res.payload))
          throw new Error(`?${query} answered ${res.statusCode}: ${res.payload.slice(0, 200)}`);
      }),
      { seed: SEED, numRuns: RUNS * 3, endOnFailure: true },
    );
  });

  it('answers any body to make an address with 201 or a 400 that writes nothing', async () => {
    const headers = { ...(await authHeader(t.app, 'dispatcher')), 'content-type': 'application/json' };
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.jsonValue(), fc.record({ data: fc.jsonValue() })), async (body) => {
        const before = await tokens();
        const res = await t.app.inject({ method: 'POST', url: '/api/calendar-feed', headers, payload: JSON.stringify(body) });
        if (res.statusCode === 201) return;
        if (res.statusCode !== 400 || !inEnvelope(400, res.payload)) throw new Error(`${JSON.stringify(body)} answered ${res.statusCode}`);
        expect(await tokens()).toEqual(before);
      }),
      { seed: SEED, numRuns: RUNS * 3, endOnFailure: true },
    );
  });
});
