import type { Action, Resource } from '@haulage/shared/contracts';
import { expectPermissionMatrix, type MatrixRoute } from '../../../../test/auth';
import { buildTestApp, type TestApp } from '../../../../test/helper';
import { fleetClient } from '../test-support/fleet-client';

const MISSING = 'zzzzzzzzzzzzzzzzzzzzzzzz';

const collection = (resource: Resource, path: string = resource): MatrixRoute[] => [
  { method: 'GET', url: `/api/${path}`, resource, action: 'read' },
  { method: 'GET', url: `/api/${path}/${MISSING}`, resource, action: 'read' },
  { method: 'POST', url: `/api/${path}`, resource, action: 'create', payload: { data: {} } },
  { method: 'PUT', url: `/api/${path}/${MISSING}`, resource, action: 'update', payload: { data: {} } },
  { method: 'DELETE', url: `/api/${path}/${MISSING}`, resource, action: 'delete' },
];

const route = (method: MatrixRoute['method'], url: string, resource: Resource, action: Action): MatrixRoute => ({
  method,
  url,
  resource,
  action,
});

describe('fleet permissions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('follows the permission matrix on every fleet route for every user type', async () => {
    await expectPermissionMatrix(t.app, [
      ...collection('areas'),
      ...collection('trucks'),
      ...collection('drivers'),
      ...collection('trailers'),
      ...collection('trailers-links'),
      ...collection('tyres'),
      route('GET', '/api/trucks/findSortedTruckByDrivers', 'trucks', 'read'),
      route('POST', `/api/tyres/${MISSING}/mount`, 'tyres', 'update'),
      route('POST', `/api/tyres/${MISSING}/unmount`, 'tyres', 'update'),
      route('GET', '/api/odometer-readings', 'odometer-readings', 'read'),
      route('GET', `/api/odometer-readings/${MISSING}`, 'odometer-readings', 'read'),
      route('GET', '/api/fleet-summary', 'fleet-summary', 'read'),
    ]);
  });

  it('spells out the rules people ask about', async () => {
    const client = fleetClient(t.app);
    expect((await client.post('/api/trucks', {}, 'viewer')).status).toBe(403);
    expect((await client.del(`/api/trucks/${MISSING}`, 'dispatcher')).status).toBe(403);
    expect((await client.get('/api/drivers', 'viewer')).status).toBe(403);
    expect((await client.get('/api/drivers', 'finance')).status).toBe(200);
  });

  it('keeps odometer history read-only and the identity number to admins', async () => {
    const client = fleetClient(t.app);
    expect((await client.post('/api/odometer-readings', { valueKm: 1 })).status).toBe(404);
    const created = await client.post('/api/drivers', {
      firstName: 'Åsa',
      lastName: 'Berg',
      employeeNumber: 'E9001',
      personalIdentityNumber: '811218-9876',
      licenceClasses: ['C', 'CE'],
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ personalIdentityNumber: '811218-9876', licenceClasses: ['C', 'CE'] });
    const asDispatcher = await client.get(`/api/drivers/${created.body.data.documentId}`, 'dispatcher');
    expect(asDispatcher.body.data.firstName).toBe('Åsa');
    expect(asDispatcher.body.data).not.toHaveProperty('personalIdentityNumber');
    // Hidden from the user type, so to it the field does not exist: Strapi's "Invalid key".
    expect((await client.get('/api/drivers?filters[personalIdentityNumber][$startsWith]=81', 'dispatcher')).body.error.message).toBe(
      'Invalid key personalIdentityNumber',
    );
    expect((await client.get('/api/drivers?filters[%70ersonalIdentityNumber][$startsWith]=81', 'dispatcher')).status).toBe(400);
    expect((await client.get('/api/drivers?sort=%70ersonalIdentityNumber', 'dispatcher')).status).toBe(400);
    expect((await client.get('/api/drivers?_q=811218', 'dispatcher')).body.data).toHaveLength(0);
    expect((await client.get('/api/trucks?filters[drivers][personalIdentityNumber][$startsWith]=81', 'viewer')).status).toBe(400);
    expect((await client.get('/api/trucks?filters[drivers][personalIdentityNumber][$startsWith]=81')).status).toBe(200);
    expect((await client.get('/api/drivers?filters[personalIdentityNumber][$startsWith]=81')).body.data).toHaveLength(1);
  });
});
