import { officeToday } from '@haulage/shared/contracts';
import type { InjectOptions } from 'fastify';
import { seedCustomers } from '../../src/modules/customers/seed/seed';
import { seedFleetDemoData } from '../../src/modules/fleet';
import type { ModuleProviders } from '../../src/modules/index';
import type { OutgoingSms, SmsProvider } from '../../src/modules/messaging/providers/sms-provider';
import { signAccessToken } from '../../src/modules/auth/model/tokens';
import { authHeader, TEST_PASSWORD } from '../auth';
import { buildTestApp, type TestApp } from '../helper';
import { jobsClient, type JobsClient } from '../jobs/jobs-fixtures';

export interface DriverWorld {
  t: TestApp;
  office: JobsClient;
  sent: OutgoingSms[];
  customer: { documentId: string };
  truck: { id: number; documentId: string };
  places: { documentId: string }[];
}

/** The office's today at an hour (UTC), as the road stamps it. */
export const todayAt = (hour: number, minute = 0): string =>
  `${officeToday()}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00.000Z`;

/** A fresh database with the demo fleet and customers, two places, and every text caught (`extra`: more providers). */
export const driverWorld = async (extra: ModuleProviders = {}): Promise<DriverWorld> => {
  const sent: OutgoingSms[] = [];
  const provider: SmsProvider = { name: 'test', send: async (message) => (sent.push(message), { providerMessageId: `m${sent.length}` }) };
  const t = await buildTestApp({ companyName: 'Nordfrakt AB', appUrl: 'https://office.example.se' }, undefined, {
    ...extra,
    smsProvider: provider,
  });
  await seedFleetDemoData(t.app.db);
  await seedCustomers(t.app.db);
  const office = jobsClient(t.app);
  const customer = (await office.get('/api/customers?sort=id&pagination[pageSize]=1')).body.data[0];
  const truck = (await office.get('/api/trucks?sort=id&pagination[pageSize]=1')).body.data[0];
  const places = [];
  for (const [name, postcode, city] of [
    ['Volvo Torslanda', '418 78', 'Göteborg'],
    ['IKEA DC Jönköping', '553 03', 'Jönköping'],
  ] as const) {
    places.push((await office.post('/api/destinations', { name, postcode, city })).body.data);
  }
  return { t, office, sent, customer, truck, places };
};

/** Requests as one signed-in user: status and JSON body (as the jobs client answers them). */
const callAs = (w: DriverWorld, token: string) => async (method: InjectOptions['method'], url: string, data?: unknown) => {
  const res = await w.t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { payload: { data } }),
  });
  return { status: res.statusCode, body: res.body ? res.json() : null };
};

export interface RoadDriver {
  driver: { id: number; documentId: string };
  user: { id: number; documentId: string; driver: string };
  /** A request as this driver (signed in with e-mail and password). */
  call: ReturnType<typeof callAs>;
}

/** A driver record with a mobile number and its driver user, signed in. */
export const roadDriver = async (w: DriverWorld, n: number): Promise<RoadDriver> => {
  const driver = (
    await w.office.post('/api/drivers', {
      firstName: `Dana${n}`,
      lastName: 'Road',
      employeeNumber: `R-${n}`,
      phoneNumber: `070-111 22 ${String(10 + n).slice(-2)}`,
    })
  ).body.data;
  const email = `driver${n}@road.example`;
  const created = await w.t.app.inject({
    method: 'POST',
    url: '/api/users',
    headers: await authHeader(w.t.app, 'admin'),
    payload: { email, password: TEST_PASSWORD, name: `Dana ${n}`, type: 'driver', driver: driver.documentId },
  });
  const user = created.json();
  // Signed as /admin/login signs it, without hashing the password again for every driver of a test.
  const token = await signAccessToken(w.t.app.config, { id: user.id, type: 'driver', tokenVersion: 0 });
  const call = callAs(w, token);
  return { driver, user, call };
};

/** A two-stop job planned today for the driver on the world's truck. */
export const plannedJob = async (w: DriverWorld, d: RoadDriver, over: Record<string, unknown> = {}) => {
  const job = (
    await w.office.post('/api/jobs', {
      customer: w.customer.documentId,
      goodsDescription: 'Pallets of car parts',
      pallets: 18,
      kmPlanned: 150,
      truck: w.truck.documentId,
      driver: d.driver.documentId,
      plannedDate: officeToday(),
      notesDriver: 'Gate 4, ring the bell',
      stops: [
        { type: 'pickup', destination: w.places[0]!.documentId, plannedFrom: todayAt(7), plannedTo: todayAt(8) },
        { type: 'delivery', destination: w.places[1]!.documentId, plannedFrom: todayAt(10), plannedTo: todayAt(11) },
      ],
      ...over,
    })
  ).body.data;
  const moved = await w.office.post(`/api/jobs/${job.documentId}/status`, { to: 'planned' });
  if (moved.status !== 200) throw new Error(`planning failed: ${JSON.stringify(moved.body)}`);
  const full = (await w.office.get(`/api/jobs/${job.documentId}?populate=stops`)).body.data;
  return { documentId: String(full.documentId), stops: full.stops as { documentId: string; type: string }[] };
};
