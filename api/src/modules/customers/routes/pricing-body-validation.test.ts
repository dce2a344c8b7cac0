import { authHeader } from '../../../../test/auth';
import { buildTestApp, type TestApp } from '../../../../test/helper';

let t: TestApp;
let finance: { authorization: string };

const hour = { component: 'hour', unitPrice: 650_00, rounding: 'per_started_15_min' };
const km = { component: 'km', unitPrice: 18_50, rounding: 'whole_km' };
const van = { component: 'hour', unitPrice: 495_00, rounding: 'none' };

beforeAll(async () => {
  t = await buildTestApp();
  finance = await authHeader(t.app, 'finance');
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown) =>
  t.app.inject({ method, url, headers: finance, ...(data === undefined ? {} : { payload: { data } as object }) });
const read = async (url: string) => (await call('GET', url)).json().data as Record<string, unknown>;

const newAgreement = async (name: string) => {
  const customer = (
    await call('POST', '/api/customers', { companyName: name, organizationNumber: '556036-0793', emailAddress: 'info@example.se' })
  ).json().data;
  const res = await call('POST', '/api/customer-pricings', {
    customer: customer.documentId,
    name: `${name} 2026`,
    truckModel: [hour, km],
    vanModel: [van],
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { documentId: string; customer: { documentId: string } };
};

const expectFieldError = (res: Awaited<ReturnType<typeof call>>, path: (string | number)[]) => {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ data: null, error: { status: 400, name: 'ValidationError' } });
  expect(res.json().error.details.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
};

describe('price agreements: a malformed body is a 400 naming the field, and no price line is lost', () => {
  it.each([
    [{ truckModel: 'oops' }, ['truckModel']],
    [{ vanModel: { x: 1 } }, ['vanModel']],
    [{ truckModel: [hour, 'km'] }, ['truckModel', 1]],
    [{ truckModel: [{ ...hour, unitPrice: 'a lot' }] }, ['truckModel', 0, 'unitPrice']],
    [{ vanModel: [van, van] }, ['vanModel', 1, 'component']],
    [{ columns: 'hour', truckModel: [hour] }, ['columns']],
    [{ lines: 'none' }, ['lines']],
    [{ lines: [{ ...hour, vehicleClass: 'truck' }], truckModel: [hour] }, ['lines']],
    [{ name: 42 }, ['name']],
    [{ validFrom: 'next week' }, ['validFrom']],
  ])('PUT /api/customer-pricings/:id with %j', async (data, path) => {
    const agreement = await newAgreement('Alingsås Bygg AB');
    const before = await read(`/api/customer-pricings/${agreement.documentId}`);
    expectFieldError(await call('PUT', `/api/customer-pricings/${agreement.documentId}`, data), path);
    expect(await read(`/api/customer-pricings/${agreement.documentId}`)).toEqual(before);
  });

  it.each([
    [{ vanModel: { x: 1 } }, ['vanModel']],
    [{ truckModel: 'oops' }, ['truckModel']],
    [{ lines: [{ component: 'hour', unitPrice: 1 }] }, ['lines', 0, 'vehicleClass']],
    [{ validFrom: '2026-02-01', validTo: '2026-01-01' }, ['validTo']],
  ])('PUT /api/customer-pricing/model with %j', async (data, path) => {
    expect((await call('PUT', '/api/customer-pricing/model', { truckModel: [hour, km], vanModel: [van] })).statusCode).toBe(200);
    const before = await read('/api/customer-pricing/model');
    expectFieldError(await call('PUT', '/api/customer-pricing/model', data), path);
    expect(await read('/api/customer-pricing/model')).toEqual(before);
  });

  it('a model sent replaces the lines of its vehicle class only; the other class keeps its lines', async () => {
    const agreement = await newAgreement('Lerums Grus AB');
    const res = await call('PUT', `/api/customer-pricings/${agreement.documentId}`, { vanModel: [{ ...van, unitPrice: 510_00 }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.truckModel).toEqual([
      expect.objectContaining({ component: 'hour', unitPrice: 650_00 }),
      expect.objectContaining({ component: 'km' }),
    ]);
    expect(res.json().data.vanModel).toEqual([expect.objectContaining({ component: 'hour', unitPrice: 510_00 })]);
  });
});

describe('price agreements refuse unknown body keys (400 Invalid key), at any depth', () => {
  it.each([
    ['a top-level key', { name: 'Renamed', nope: 1 }, 'nope'],
    ['the customer (an agreement cannot move)', { customer: 'abc', name: 'Renamed' }, 'customer'],
    ['a key inside a price line', { lines: [{ ...hour, vehicleClass: 'truck', unitprice: 1 }] }, 'unitprice'],
    ['a vehicle class inside a model line', { truckModel: [{ ...hour, vehicleClass: 'van' }] }, 'vehicleClass'],
  ])('PUT /api/customer-pricings/:id with %s', async (_what, data, key) => {
    const agreement = await newAgreement('Borås Textil AB');
    const before = await read(`/api/customer-pricings/${agreement.documentId}`);
    const res = await call('PUT', `/api/customer-pricings/${agreement.documentId}`, data);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ name: 'ValidationError', message: `Invalid key ${key}`, details: { key, source: 'body' } });
    expect(await read(`/api/customer-pricings/${agreement.documentId}`)).toEqual(before);
  });

  it('POST /api/customer-pricings and the generic model refuse unknown keys too', async () => {
    const agreement = await newAgreement('Kungälvs Trä AB');
    const count = async () => (await call('GET', '/api/customer-pricings')).json().meta.pagination.total as number;
    const before = await count();
    const post = await call('POST', '/api/customer-pricings', {
      customer: agreement.customer.documentId,
      name: 'Draft',
      status: 'draft',
      owner: 'me',
    });
    expect(post.json().error).toMatchObject({ message: 'Invalid key owner' });
    expect(await count()).toBe(before);
    const model = await call('PUT', '/api/customer-pricing/model', { truckModel: [hour], comment: 'x' });
    expect(model.json().error).toMatchObject({ message: 'Invalid key comment' });
  });

  it('the rating preview refuses unknown keys', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer-pricings/rate',
      headers: finance,
      payload: { quantities: { vehicleClass: 'truck', hours: 2, miles: 3 } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ message: 'Invalid key miles', details: { key: 'miles', source: 'body' } });
  });
});
