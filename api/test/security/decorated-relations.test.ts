import { authHeader } from '../auth';
import { buildTestApp, type TestApp } from '../helper';

// Many requests per test, on PostgreSQL too, on a shared CI machine.
jest.setTimeout(120_000);

/** What a route adds beside the engine's relations follows the same matrix. */
let t: TestApp;
let customerId: string;

beforeAll(async () => {
  t = await buildTestApp();
  const finance = await authHeader(t.app, 'finance');
  const customer = await t.app.inject({
    method: 'POST',
    url: '/api/customers',
    headers: finance,
    payload: { data: { companyName: 'Västkustens Livs AB', organizationNumber: '556036-0793', emailAddress: 'info@vkl.se' } },
  });
  customerId = customer.json().data.documentId;
  const agreement = await t.app.inject({
    method: 'POST',
    url: '/api/customer-pricings',
    headers: finance,
    payload: {
      data: {
        customer: customerId,
        name: 'Avtal 2026',
        truckModel: [{ component: 'hour', unitPrice: 695_00, rounding: 'per_started_15_min' }],
      },
    },
  });
  expect(agreement.statusCode).toBe(201);
});
afterAll(async () => t.close());

describe("a customer's price agreement", () => {
  it('is answered with the customer to those who may read prices', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/customers/${customerId}`, headers: await authHeader(t.app, 'dispatcher') });
    expect(res.json().data.customer_pricing).toMatchObject({
      name: 'Avtal 2026',
      truckModel: [expect.objectContaining({ unitPrice: 695_00 })],
    });
  });

  it('is never answered to a viewer, neither with the customer nor populated', async () => {
    const viewer = await authHeader(t.app, 'viewer');
    const one = await t.app.inject({ method: 'GET', url: `/api/customers/${customerId}?populate=*`, headers: viewer });
    expect(one.statusCode).toBe(200);
    expect(one.json().data.companyName).toBe('Västkustens Livs AB');
    expect(one.json().data).not.toHaveProperty('customer_pricing');
    expect(one.json().data).not.toHaveProperty('priceAgreements');
    const populated = await t.app.inject({ method: 'GET', url: '/api/customers?populate=priceAgreements', headers: viewer });
    expect(populated.statusCode).toBe(400);
    const throughContacts = await t.app.inject({
      method: 'GET',
      url: '/api/customer-contacts?populate[customer][populate]=priceAgreements',
      headers: viewer,
    });
    expect(throughContacts.statusCode).toBe(400);
  });
});
