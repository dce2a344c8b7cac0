import { buildTestApp, type TestApp } from '../../test/helper';

/** What pg and Node raise while the database restarts or cannot be reached. */
const failures: [string, object][] = [
  [
    'a restart ending the connection (57P01)',
    Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
  ],
  ['a database still starting (57P03)', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
  ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
  ['a connection cut mid-query', new Error('Connection terminated unexpectedly')],
  ['no connection within the time-out', new Error('timeout exceeded when trying to connect')],
];

describe('a request while the database is away', () => {
  let t: TestApp;
  let failure: object = new Error('unset');
  beforeAll(async () => {
    t = await buildTestApp({}, (app) => {
      app.get('/test/query', { config: { public: true } }, async () => {
        throw failure;
      });
    });
  });
  afterAll(async () => t.close());

  it.each(failures)('after %s is answered 503 with Retry-After in the error envelope', async (_name, error) => {
    failure = error;
    const res = await t.app.inject({ method: 'GET', url: '/test/query' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(t.config.overload.retryAfterSeconds));
    expect(res.json()).toEqual({
      data: null,
      error: {
        status: 503,
        name: 'ServiceUnavailableError',
        // A connection not had in time may be a database away or one too busy: both are "try again".
        message: expect.stringMatching(/try again shortly/i),
        details: { retryAfter: t.config.overload.retryAfterSeconds },
      },
    });
  });

  it('still answers any other failure as a 500 that says nothing', async () => {
    failure = Object.assign(new Error('relation "nope" does not exist'), { code: '42P01' });
    const res = await t.app.inject({ method: 'GET', url: '/test/query' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
  });
});
