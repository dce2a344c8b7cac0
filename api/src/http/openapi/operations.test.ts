import { type DocumentedRoute, errorStatuses, operationIdOf } from './operations';

const route = (over: Partial<DocumentedRoute>): DocumentedRoute => ({
  method: 'GET',
  path: '/api/trucks',
  doc: {},
  access: 'permission',
  ...over,
});

describe('an operation in the OpenAPI document', () => {
  it('is named from its method and path', () => {
    expect(operationIdOf('GET', '/api/trucks/{id}')).toBe('getTrucksById');
    expect(operationIdOf('POST', '/api/jobs/{id}/assign')).toBe('postJobsByIdAssign');
    expect(operationIdOf('POST', '/admin/login')).toBe('postAdminLogin');
    expect(operationIdOf('GET', '/api/customer-pricing/model')).toBe('getCustomerPricingModel');
  });

  it('answers the 4xx and 503 its shape implies and those it declares', () => {
    expect(errorStatuses(route({}))).toEqual([400, 401, 403, 503]);
    expect(errorStatuses(route({ method: 'PUT', path: '/api/trucks/{id}', doc: { ifMatch: true } }))).toEqual([
      400, 401, 403, 404, 409, 413, 503,
    ]);
    expect(errorStatuses(route({ access: 'signed-in', path: '/api/users/me' }))).toEqual([400, 401, 503]);
    expect(errorStatuses(route({ method: 'POST', access: 'public', path: '/admin/login', doc: { errors: [429] } }))).toEqual([
      400, 413, 429, 503,
    ]);
    expect(errorStatuses(route({ method: 'POST', path: '/api/customers/invoices/{id}/send', doc: { noBody: true } }))).toEqual([
      400, 401, 403, 404, 503,
    ]);
  });
});
