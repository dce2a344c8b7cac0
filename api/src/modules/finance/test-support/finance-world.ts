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
