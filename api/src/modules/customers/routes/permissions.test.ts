import { expectPermissionMatrix, type MatrixRoute } from '../../../../test/auth';
import { buildTestApp, type TestApp } from '../../../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const ROUTES: MatrixRoute[] = [
  { method: 'GET', url: '/api/customers', resource: 'customers', action: 'read' },
  { method: 'GET', url: '/api/customers/nope', resource: 'customers', action: 'read' },
  { method: 'POST', url: '/api/customers', resource: 'customers', action: 'create', payload: {} },
  { method: 'PUT', url: '/api/customers/nope', resource: 'customers', action: 'update', payload: {} },
  { method: 'DELETE', url: '/api/customers/nope', resource: 'customers', action: 'delete' },
  { method: 'GET', url: '/api/customer-contacts', resource: 'customer-contacts', action: 'read' },
  { method: 'POST', url: '/api/customer-contacts', resource: 'customer-contacts', action: 'create', payload: {} },
  { method: 'PUT', url: '/api/customer-contacts/nope', resource: 'customer-contacts', action: 'update', payload: {} },
  { method: 'DELETE', url: '/api/customer-contacts/nope', resource: 'customer-contacts', action: 'delete' },
  { method: 'GET', url: '/api/customer-pricing/model', resource: 'customer-pricings', action: 'read' },
  { method: 'PUT', url: '/api/customer-pricing/model', resource: 'customer-pricings', action: 'update', payload: { lines: 'x' } },
  { method: 'GET', url: '/api/customer-pricings', resource: 'customer-pricings', action: 'read' },
  { method: 'POST', url: '/api/customer-pricings', resource: 'customer-pricings', action: 'create', payload: {} },
  { method: 'PUT', url: '/api/customer-pricings/nope', resource: 'customer-pricings', action: 'update', payload: {} },
  { method: 'POST', url: '/api/customer-pricings/rate', resource: 'customer-pricings', action: 'read', payload: {} },
  { method: 'GET', url: '/api/customer-filters', resource: 'customer-filters', action: 'read' },
  { method: 'POST', url: '/api/customer-filters', resource: 'customer-filters', action: 'create', payload: {} },
  { method: 'PUT', url: '/api/customer-filters/nope', resource: 'customer-filters', action: 'update', payload: {} },
  { method: 'DELETE', url: '/api/customer-filters/nope', resource: 'customer-filters', action: 'delete' },
  { method: 'GET', url: '/api/audit-entries', resource: 'audit-entries', action: 'read' },
];

describe('customers permission matrix', () => {
  it('answers 401 without a token and 403 exactly where PERMISSIONS denies, for every route and user type', async () => {
    await expectPermissionMatrix(t.app, ROUTES);
  });
});
