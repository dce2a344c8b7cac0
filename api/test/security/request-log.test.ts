import { SECRET_HEADERS, SECRET_QUERY_PARAMETERS } from '../../src/http/log-redaction';
import { buildTestApp, type TestApp } from '../helper';
import { jobsClient } from '../jobs/jobs-fixtures';
import { captureLog } from '../log-capture';

let t: TestApp;
const log = captureLog();
beforeAll(async () => {
  t = await buildTestApp(
    { logLevel: 'info', publicUrl: 'https://api.example.se' },
    (app) => {
      // A handler that logs what it was sent, as a careless one might: the headers still come out redacted.
      app.get('/test/log-headers', { config: { public: true } }, async (request) => {
        request.log.info({ headers: request.headers, req: request }, 'headers as sent');
        return { ok: true };
      });
    },
    {},
    log.stream,
  );
});
afterAll(async () => t.close());

const secret = 'S3cr3t-value-that-must-not-be-logged_0123456789';

describe('the request log', () => {
  it('logs each request’s method, URL and status, with the calendar feed’s token redacted', async () => {
    const url: string = (await jobsClient(t.app).post('/api/calendar-feed', {}, 'dispatcher')).body.data.url;
    const token = new URL(url).searchParams.get('token')!;
    const path = url.replace('https://api.example.se', '');
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    expect(log.text()).not.toContain(token);
    expect(log.urls()).toContain('/api/events/feed.ics?token=[redacted]');
    expect(log.text()).toContain('"statusCode":200');
  });

  it('redacts every listed query parameter on any route, known or not, and keeps the rest of the URL', async () => {
    for (const name of SECRET_QUERY_PARAMETERS) {
      await t.app.inject({ method: 'GET', url: `/api/jobs/confirm-sms?${name}=${secret}&lang=sv` });
      await t.app.inject({ method: 'GET', url: `/api/no-such-route?page=2&${name.toUpperCase()}=${secret}` });
    }
    await t.app.inject({ method: 'GET', url: `/api/no-such-route?filters[token][$eq]=${secret}` });
    await t.app.inject({ method: 'GET', url: `/api/no-such-route?%74oken=${secret}` });
    expect(log.text()).not.toContain(secret);
    expect(log.urls()).toContain('/api/jobs/confirm-sms?token=[redacted]&lang=sv');
    expect(log.urls()).toContain('/api/no-such-route?page=2&ACCESS_TOKEN=[redacted]');
  });

  it('never writes a secret header, even when a handler logs the headers', async () => {
    const headers = Object.fromEntries(SECRET_HEADERS.map((name) => [name, `${secret}-${name}`]));
    const res = await t.app.inject({ method: 'GET', url: '/test/log-headers', headers: { ...headers, 'user-agent': 'phone' } });
    expect(res.statusCode).toBe(200);
    expect(log.text()).toContain('headers as sent');
    expect(log.text()).toContain('"user-agent":"phone"');
    expect(log.text()).not.toContain(secret);
  });

  it('leaves out the signed-in user’s bearer token and the sign-in body', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/admin/login',
      payload: { email: 'admin@example.test', password: 'Admin-Password-1' },
    });
    const jwt: string = login.json().data.token;
    await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${jwt}` } });
    expect(log.text()).not.toContain(jwt);
    expect(log.text()).not.toContain('Admin-Password-1');
  });
});
