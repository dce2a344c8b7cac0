import { organisationNumberProblem } from '@haulage/shared/contracts';
import { authHeader } from '../../../../test/auth';
import { buildTestApp } from '../../../../test/helper';

// Building the app with the demo haulier writes about 250 jobs through the write path: a few
// seconds alone, many more on a two-core CI machine running two test workers and PostgreSQL.
jest.setTimeout(180_000);

describe('customer demo data', () => {
  it('seeds the generic model and 25 customers with valid organisation numbers, contacts and agreements', async () => {
    const t = await buildTestApp({ seedDemoData: true });
    try {
      const headers = await authHeader(t.app, 'finance');
      const list = (
        await t.app.inject({ method: 'GET', url: '/api/customers?pagination[pageSize]=100&populate=contacts', headers })
      ).json();
      expect(list.meta.pagination.total).toBe(25);
      for (const customer of list.data) {
        expect(organisationNumberProblem(customer.organizationNumber)).toBeNull();
        expect(customer.contacts.length).toBeGreaterThan(0);
      }
      const model = (await t.app.inject({ method: 'GET', url: '/api/customer-pricing/model', headers })).json().data;
      expect(model.columns).toEqual(['hour', 'km', 'start_fee', 'stop', 'waiting_time', 'zone_to_zone']);
      const agreements = (
        await t.app.inject({ method: 'GET', url: '/api/customer-pricings?filters[customer][id][$notNull]=true', headers })
      ).json();
      expect(agreements.meta.pagination.total).toBe(5);
    } finally {
      await t.close();
    }
  });
});
