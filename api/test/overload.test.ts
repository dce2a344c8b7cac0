import { sql } from 'kysely';
import { authHeader } from './auth';
import { buildTestApp, dialectUnderTest, type TestApp } from './helper';

/**
 * Under overload the API answers at once with 503 and Retry-After instead of queueing: when its
 * event loop is saturated (here: a test-only route blocks it, with a low threshold set through the
 * config) and when a request finds no database turn within the bound (here: every connection held).
 */
const busyLoop = (ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // Blocks the event loop on purpose, as a saturated process does.
  }
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const expectShed = (res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }, retryAfter: string) => {
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe(retryAfter);
  expect(res.json()).toEqual({
    data: null,
    error: {
      status: 503,
      name: 'ServiceUnavailableError',
      message: 'The service is busy. Try again shortly.',
      details: { retryAfter: Number(retryAfter) },
    },
  });
};

describe('a saturated event loop', () => {
  let t: TestApp;
  let headers: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp(
      { overload: { maxEventLoopDelayMs: 100, maxEventLoopUtilization: 0, sampleIntervalMs: 100, retryAfterSeconds: 7 } },
      (app) => {
        app.get('/test/block', async () => {
          busyLoop(500);
          return { blocked: true };
        });
      },
    );
    headers = await authHeader(t.app, 'admin');
  });
  afterAll(async () => t.close());

  const servedOnceCalm = async (): Promise<number> => {
    let status = 0;
    for (let i = 0; i < 100 && status !== 200; i += 1) {
      await sleep(50);
      status = (await t.app.inject({ method: 'GET', url: '/api/areas', headers })).statusCode;
    }
    return status;
  };

  it('sheds requests with 503 and Retry-After, keeps /_health answering, and recovers', async () => {
    // A busy test worker (the app's own start, garbage collection) may be seen as load: wait for calm.
    expect(await servedOnceCalm()).toBe(200);
    // The loop is measured on a timer: block it until a measurement has seen it saturated.
    let shed = await t.app.inject({ method: 'GET', url: '/api/areas', headers });
    for (let i = 0; i < 20 && shed.statusCode !== 503; i += 1) {
      await t.app.inject({ method: 'GET', url: '/test/block' });
      await sleep(5);
      shed = await t.app.inject({ method: 'GET', url: '/api/areas', headers });
    }
    expectShed(shed, '7');
    expect((await t.app.inject({ method: 'GET', url: '/_health' })).statusCode).toBe(200);
    expect(await servedOnceCalm()).toBe(200);
  });
});

describe('a saturated database queue', () => {
  let t: TestApp;
  let headers: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp({ dbWaitMs: 200 });
    headers = await authHeader(t.app, 'admin');
  });
  afterAll(async () => t.close());

  it('answers 503 with Retry-After once a request has waited the bound for a database turn, then serves again', async () => {
    // SQLite has one connection, PostgreSQL's pool ten: hold them all for longer than the bound.
    const holders = dialectUnderTest() === 'sqlite' ? 1 : 10;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holding = Array.from({ length: holders }, () =>
      t.app.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        await held;
      }),
    );
    await sleep(50);
    const started = Date.now();
    const res = await t.app.inject({ method: 'GET', url: '/api/areas', headers });
    expectShed(res, '5');
    expect(Date.now() - started).toBeLessThan(2000);
    release();
    await Promise.all(holding);
    expect((await t.app.inject({ method: 'GET', url: '/api/areas', headers })).statusCode).toBe(200);
  });
});

describe('the admission queue', () => {
  let t: TestApp;
  let headers: { authorization: string };
  let release!: () => void;
  beforeAll(async () => {
    t = await buildTestApp({ admission: { concurrency: 1, maxWaitMs: 300, maxQueue: 5, retryAfterSeconds: 4 } }, (app) => {
      app.get('/test/hold', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return { held: true };
      });
    });
    headers = await authHeader(t.app, 'admin');
  });
  afterAll(async () => t.close());

  it('answers 503 with Retry-After to a request that found no turn within the bound, keeps /_health answering, and serves the next in turn', async () => {
    const holding = t.app.inject({ method: 'GET', url: '/test/hold' });
    await sleep(50);
    const started = Date.now();
    const refused = await t.app.inject({ method: 'GET', url: '/api/areas', headers });
    expectShed(refused, '4');
    expect(Date.now() - started).toBeLessThan(2000);
    expect((await t.app.inject({ method: 'GET', url: '/_health' })).statusCode).toBe(200);
    // A request that arrives while the turn is held waits for it, and is served once it is free.
    const waiting = t.app.inject({ method: 'GET', url: '/api/areas', headers });
    await sleep(50);
    release();
    expect((await holding).statusCode).toBe(200);
    expect((await waiting).statusCode).toBe(200);
  });
});
