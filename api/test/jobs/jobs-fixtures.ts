import type { UserType } from '@haulage/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { seedCustomers } from '../../src/modules/customers/seed/seed';
import { seedFleetDemoData } from '../../src/modules/fleet';
import { authHeader } from '../auth';
import { buildTestApp, type TestApp } from '../helper';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** JSON in, status, headers and JSON (or text) out, as a user type. */
export const jobsClient = (app: FastifyInstance) => {
  const call = async (type: UserType, method: Method, url: string, data?: unknown, headers: Record<string, string> = {}) => {
    const res = await app.inject({
      method,
      url,
      headers: { ...(await authHeader(app, type)), ...headers },
      ...(data === undefined ? {} : { payload: { data } }),
    });
    const json = (res.headers['content-type'] ?? '').toString().includes('json');
    return { status: res.statusCode, headers: res.headers, body: res.body && json ? res.json() : null, text: res.body };
  };
  return {
    call,
    get: (url: string, type: UserType = 'admin') => call(type, 'GET', url),
    post: (url: string, data: unknown, type: UserType = 'admin') => call(type, 'POST', url, data),
    put: (url: string, data: unknown, type: UserType = 'admin') => call(type, 'PUT', url, data),
    del: (url: string, type: UserType = 'admin') => call(type, 'DELETE', url),
  };
};

export type JobsClient = ReturnType<typeof jobsClient>;

export interface JobsWorld {
  t: TestApp;
  client: JobsClient;
  customer: { id: number; documentId: string; companyName: string; organizationNumber: string };
  destinations: { documentId: string; name: string }[];
}

/** A fresh database with the demo fleet, the seeded customers and two destinations. */
export const jobsWorld = async (): Promise<JobsWorld> => {
  const t = await buildTestApp();
  await seedFleetDemoData(t.app.db);
  await seedCustomers(t.app.db);
  const client = jobsClient(t.app);
  const customers = await client.get('/api/customers?sort=id&pagination[pageSize]=1');
  const destinations = [];
  for (const [name, postcode, city] of [
    ['Volvo Torslanda', '418 78', 'Göteborg'],
    ['IKEA DC Jönköping', '553 03', 'Jönköping'],
  ] as const) {
    destinations.push((await client.post('/api/destinations', { name, postcode, city })).body.data);
  }
  return { t, client, customer: customers.body.data[0], destinations };
};

export const jobInput = (world: JobsWorld, over: Record<string, unknown> = {}) => ({
  customer: world.customer.documentId,
  customerReference: 'PO-4711',
  goodsDescription: 'Pallets of car parts',
  weightKg: 12_000,
  pallets: 18,
  kmPlanned: 150,
  stops: [
    {
      type: 'pickup',
      destination: world.destinations[0]!.documentId,
      plannedFrom: '2026-03-02T07:00:00.000Z',
      plannedTo: '2026-03-02T08:00:00.000Z',
    },
    {
      type: 'delivery',
      destination: world.destinations[1]!.documentId,
      plannedFrom: '2026-03-02T10:00:00.000Z',
      plannedTo: '2026-03-02T11:00:00.000Z',
    },
  ],
  ...over,
});
