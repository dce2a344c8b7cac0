import { authHeader } from './auth';
import { buildTestApp, type TestApp } from './helper';

let t: TestApp;
let headers: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp();
  headers = await authHeader(t.app, 'admin');
});
afterAll(async () => t.close());

// PostgreSQL refuses an integer beyond its range; SQLite simply finds nothing. Either way the caller
// made the mistake: a 4xx with a message, never a 500.
describe('numbers beyond the database range', () => {
  it.each([
    ['GET', '/api/trucks/99999999999'],
    ['GET', '/api/customers/99999999999'],
    ['GET', '/api/users/99999999999'],
    ['GET', '/api/upload/files/99999999999'],
    ['GET', '/api/trucks?filters[id][$eq]=99999999999'],
    ['GET', '/api/trucks?filters[odometer][$gt]=99999999999999999999'],
    ['DELETE', '/api/upload/files/99999999999'],
    ['PUT', '/api/trucks/99999999999'],
  ] as const)('%s %s is answered as the client’s error', async (method, url) => {
    const response = await t.app.inject({ method, url, headers, ...(method === 'PUT' ? { payload: { data: { truckName: 'X' } } } : {}) });
    expect(response.statusCode).toBeGreaterThanOrEqual(200);
    expect(response.statusCode).toBeLessThan(500);
    if (response.statusCode >= 400) expect(response.json().error.message).toEqual(expect.any(String));
  });

  it('says what is wrong when PostgreSQL refuses the number', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/trucks/99999999999', headers });
    if (process.env.DATABASE_URL) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('A number in the request is out of range');
    } else {
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('a page past any list', () => {
  it.each([
    '/api/trucks?pagination[page]=9223372036854775807',
    '/api/trucks/findSortedTruckByDrivers?pagination[page]=9223372036854775807',
    '/api/users?pagination[page]=9223372036854775807',
    '/api/trucks/performance?from=2026-01-01&to=2026-01-31&pagination[page]=9223372036854775807',
  ])('GET %s is the same 400 naming pagination[page]', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      name: 'ValidationError',
      message: "Invalid parameter at 'pagination[page]'. Expected integer <= 1000000000, received: 9223372036854775807",
      details: { key: 'page', path: 'pagination.page', source: 'query', param: 'pagination' },
    });
  });
});
