import type { FastifyInstance } from 'fastify';
import type { TestApp } from '../../../../test/helper';
import { type JobsClient, jobsWorld } from '../../../../test/jobs/jobs-fixtures';

interface Ref {
  id: number;
  documentId: string;
}

export interface FinanceWorld {
  t: TestApp;
  client: JobsClient;
  trucks: (Ref & { truckName: string; area: { documentId: string; name: string } | null; vehicleClass: string })[];
  drivers: (Ref & { firstName: string; lastName: string; personalIdentityNumber: string | null })[];
  customers: (Ref & { companyName: string })[];
  destination: string;
}

/** The jobs world (demo fleet, customers, destinations) with its trucks, drivers and customers read back. */
export const financeWorld = async (): Promise<FinanceWorld> => {
  const { t, client, destinations } = await jobsWorld();
  const trucks = (
    await client.get('/api/trucks?filters[truckStatus][$eq]=available&filters[vehicleClass][$eq]=truck&populate=area&sort=id')
  ).body.data;
  const drivers = (await client.get('/api/drivers?sort=id')).body.data;
  const customers = (await client.get('/api/customers?sort=id&pagination[pageSize]=3')).body.data;
  return { t, client, trucks, drivers, customers, destination: destinations[0]!.documentId };
};

export interface CompletedJob {
  truck: string;
  driver?: string | null;
  customer: string;
  date: string;
  /** ISO date-time of the first stop (the work's start); 06:00 UTC when absent. */
  startsAt?: string;
  km: number;
  hours: number;
}

/** Creates a job through the API and moves it to completed with its actual km and hours. */
export const completeJob = async (world: FinanceWorld, job: CompletedJob): Promise<{ documentId: string; jobNumber: number }> => {
  const { client } = world;
  const startsAt = job.startsAt ?? `${job.date}T06:00:00.000Z`;
  const created = await client.post('/api/jobs', {
    customer: job.customer,
    kmPlanned: job.km,
    stops: [{ type: 'pickup', destination: world.destination, plannedFrom: startsAt, plannedTo: startsAt }],
  });
  if (created.status !== 201) throw new Error(`job not created: ${JSON.stringify(created.body)}`);
  const id = created.body.data.documentId;
  const assigned = await client.post(`/api/jobs/${id}/assign`, {
    truck: job.truck,
    plannedDate: job.date,
    ...(job.driver ? { driver: job.driver } : {}),
  });
  if (assigned.status !== 200) throw new Error(`job not assigned: ${JSON.stringify(assigned.body)}`);
  for (const status of ['dispatched', 'in_progress']) await client.put(`/api/jobs/${id}`, { status });
  const done = await client.put(`/api/jobs/${id}`, { status: 'completed', kmActual: job.km, hoursActual: job.hours });
  if (done.status !== 200) throw new Error(`job not completed: ${JSON.stringify(done.body)}`);
  return { documentId: id, jobNumber: done.body.data.jobNumber };
};

/** An odometer reading as the fleet stores it (readings come from trucks, jobs and services). */
export const addReading = async (app: FastifyInstance, truckId: number, readAt: string, valueKm: number): Promise<void> => {
  const stamp = new Date().toISOString();
  await app.db
    .insertInto('odometer_readings')
    .values({
      document_id: `r${Math.random().toString(36).slice(2, 14).padEnd(23, '0')}`,
      created_at: stamp,
      updated_at: stamp,
      published_at: stamp,
      truck_id: truckId,
      value_km: valueKm,
      read_at: readAt,
    })
    .execute();
};
