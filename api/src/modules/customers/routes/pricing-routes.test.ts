import { authHeader } from '../../../../test/auth';
import { buildTestApp, type TestApp } from '../../../../test/helper';

let t: TestApp;
let finance: { authorization: string };
let customerId: string;

const hour = { component: 'hour', unitPrice: 695_00, rounding: 'per_started_15_min' };

// The generic model and a customer's one active agreement are shared state: each test starts
// from an office of its own.
beforeEach(async () => {
  t = await buildTestApp();
  finance = await authHeader(t.app, 'finance');
  const customer = await t.app.inject({
    method: 'POST',
    url: '/api/customers',
    headers: finance,
    payload: { data: { companyName: 'Västkustens Livs AB', organizationNumber: '556036-0793', emailAddress: 'info@vkl.se' } },
  });
  customerId = customer.json().data.documentId;
});
afterEach(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers = finance) =>
  t.app.inject({ method, url, headers, payload: (payload === undefined || url.endsWith('/rate') ? payload : { data: payload }) as object });

const putModel = () =>
  call('PUT', '/api/customer-pricing/model', {
    columns: ['hour', 'km'],
    truckModel: [
      { component: 'hour', unitPrice: 650_00, rounding: 'per_started_15_min' },
      { component: 'km', unitPrice: 18_50, rounding: 'whole_km' },
    ],
    vanModel: [{ component: 'hour', unitPrice: 495_00 }],
  });

const createAgreement = () => call('POST', '/api/customer-pricings', { customer: customerId, name: 'Avtal 2026', truckModel: [hour] });

describe('pricing through the API', () => {
  it('edits the generic model in the spec shape and answers it with columns, truckModel and vanModel', async () => {
    const put = await putModel();
    expect(put.statusCode).toBe(200);
    const model = (await call('GET', '/api/customer-pricing/model')).json().data;
    expect(model.columns).toEqual(['hour', 'km']);
    expect(model.truckModel).toEqual([
      expect.objectContaining({ component: 'hour', unitPrice: 650_00 }),
      expect.objectContaining({ component: 'km', unitPrice: 18_50 }),
    ]);
    expect(model.vanModel).toEqual([expect.objectContaining({ component: 'hour', unitPrice: 495_00 })]);
    expect(model.lines).toHaveLength(3);
  });

  it('creates a customer agreement that overrides the hour price and inherits the km price', async () => {
    expect((await putModel()).statusCode).toBe(200);
    const created = await createAgreement();
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      customer: { documentId: customerId },
      columns: ['hour'],
      truckModel: [expect.objectContaining({ unitPrice: 695_00 })],
    });
    const rated = await call('POST', '/api/customer-pricings/rate', {
      customer: customerId,
      quantities: { vehicleClass: 'truck', hours: 3 + 10 / 60, km: 100 },
    });
    expect(rated.statusCode).toBe(200);
    expect(rated.json().data).toMatchObject({
      currency: 'SEK',
      total: 2_258_75 + 1_850_00,
      agreement: { name: 'Avtal 2026' },
      lines: [
        expect.objectContaining({ component: 'hour', quantity: 3.25, amount: 2_258_75, source: 'agreement' }),
        expect.objectContaining({ component: 'km', quantity: 100, amount: 1_850_00, source: 'generic' }),
      ],
    });
    const listed = (await call('GET', `/api/customer-pricings?filters[customer][documentId][$eq]=${customerId}`)).json();
    expect(listed.data).toEqual([
      expect.objectContaining({ name: 'Avtal 2026', lines: [expect.objectContaining({ vehicleClass: 'truck', component: 'hour' })] }),
    ]);
    const detail = (await call('GET', `/api/customers/${customerId}`)).json().data;
    expect(detail.customer_pricing).toMatchObject({ name: 'Avtal 2026', columns: ['hour'] });
  });

  it('allows one active agreement per customer and updates lines with PUT', async () => {
    expect((await createAgreement()).statusCode).toBe(201);
    const second = await call('POST', '/api/customer-pricings', { customer: customerId, name: 'Another', truckModel: [hour] });
    expect(second.statusCode).toBe(400);
    expect(second.json().error.message).toBe(
      'Västkustens Livs AB already has an active price agreement (Avtal 2026). Set it to expired before activating another.',
    );
    const existing = (await call('GET', `/api/customer-pricings?filters[customer][documentId][$eq]=${customerId}`)).json().data[0];
    const put = await call('PUT', `/api/customer-pricings/${existing.documentId}`, { truckModel: [{ ...hour, unitPrice: 710_00 }] });
    expect(put.statusCode).toBe(200);
    expect(put.json().data.truckModel[0].unitPrice).toBe(710_00);
    const audit = (await call('GET', `/api/audit-entries?filters[entityId][$eq]=${existing.documentId}`)).json().data;
    expect(audit[0]).toMatchObject({
      action: 'update',
      customerDocumentId: customerId,
      changes: [expect.objectContaining({ field: 'lines' })],
    });
  });

  it('refuses bad price lines with the field named, and nothing written', async () => {
    expect((await createAgreement()).statusCode).toBe(201);
    const bad = await call('POST', '/api/customer-pricings', {
      customer: customerId,
      name: 'x',
      status: 'draft',
      lines: [{ vehicleClass: 'truck', component: 'hour', unitPrice: 695.5 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.errors[0]).toMatchObject({
      path: ['lines', 0, 'unitPrice'],
      message: 'Unit price must be a whole number of öre',
    });
    const rate = await call('POST', '/api/customer-pricings/rate', { quantities: { vehicleClass: 'bus' } });
    expect(rate.statusCode).toBe(400);
    expect(rate.json().error.details.errors[0].path).toEqual(['quantities', 'vehicleClass']);
    const listed = (await call('GET', `/api/customer-pricings?filters[customer][documentId][$eq]=${customerId}`)).json();
    expect(listed.data).toHaveLength(1);
  });
});
