import { sql } from 'kysely';
import { authHeader } from '../../../../test/auth';
import { buildTestApp, type TestApp } from '../../../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const valid = { companyName: 'Bergkvist Åkeri AB', organizationNumber: '556036-0793', emailAddress: 'info@bergkvist.se' };
const callOn = (app: TestApp['app']) => async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, data?: unknown) =>
  app.inject({ method, url, headers: await authHeader(app, 'admin'), ...(data ? { payload: { data } as object } : {}) });
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, data?: unknown) => callOn(t.app)(method, url, data);

describe('customer writes and their audit entries share one transaction', () => {
  it('writes the entry and its audit entry together, and archives with an audit entry too', async () => {
    const created = (await call('POST', '/api/customers', valid)).json().data;
    await call('PUT', `/api/customers/${created.documentId}`, { companyName: 'Bergkvist Åkeri' });
    await call('POST', '/api/customer-contacts', { customer: created.documentId, firstName: 'Åsa', lastName: 'Lind' });
    expect((await call('DELETE', `/api/customers/${created.documentId}`)).json().meta).toEqual({ archived: true });
    const trail = (await call('GET', `/api/audit-entries?filters[customerDocumentId][$eq]=${created.documentId}&sort=id`)).json().data;
    expect(trail.map((e: { entityType: string; action: string }) => `${e.entityType}:${e.action}`)).toEqual([
      'customers:create',
      'customers:update',
      'customer-contacts:create',
      'customers:archive',
    ]);
    expect(trail[1].changes).toEqual([expect.objectContaining({ field: 'companyName', to: 'Bergkvist Åkeri' })]);
  });

  it('writes nothing when the audit entry cannot be written', async () => {
    // Its own database: the audit table is dropped here, which no other test may find.
    const own = await buildTestApp();
    const call = callOn(own.app);
    const created = (await call('POST', '/api/customers', { ...valid, companyName: 'Kept AB' })).json().data;
    const count = async () => (await call('GET', '/api/customers')).json().meta.pagination.total;
    const before = await count();
    await sql`drop table audit_entries`.execute(own.app.db);
    expect((await call('POST', '/api/customers', { ...valid, companyName: 'Lost AB' })).statusCode).toBe(500);
    expect((await call('PUT', `/api/customers/${created.documentId}`, { companyName: 'Renamed AB' })).statusCode).toBe(500);
    expect(await count()).toBe(before);
    expect((await call('GET', `/api/customers/${created.documentId}`)).json().data.companyName).toBe('Kept AB');
    await own.close();
  });
});
