import { type JobsWorld, jobInput, jobsWorld } from '../jobs/jobs-fixtures';

export interface InvoiceWorld extends JobsWorld {
  truck: string;
  /**
   * A completed job, moved on to ready_to_invoice; answers its documentId. `operations` (extra
   * work, `POST /api/job-operations` bodies without the job) are added while it is in progress.
   */
  readyJob(over?: Record<string, unknown>, operations?: Record<string, unknown>[]): Promise<string>;
}

type Truck = { documentId: string; truckStatus: string; vehicleClass: string; drivers: { documentId: string }[] };

/** The jobs world plus a way to make jobs that are ready to invoice, through the API's own moves. */
export const invoiceWorld = async (): Promise<InvoiceWorld> => {
  const world = await jobsWorld();
  const trucks: Truck[] = (await world.client.get('/api/trucks?populate=drivers&pagination[pageSize]=100&sort=id')).body.data;
  const truck = trucks.find((t) => t.truckStatus === 'available' && t.vehicleClass === 'truck')!.documentId;
  const completedJob = async (over: Record<string, unknown> = {}, operations: Record<string, unknown>[] = []) => {
    const id = (await world.client.post('/api/jobs', jobInput(world, over))).body.data.documentId as string;
    const plannedDate = (over.plannedDate as string | undefined) ?? '2026-03-02';
    const step = async (expected: number, call: () => ReturnType<typeof world.client.post>) => {
      const res = await call();
      if (res.status !== expected) throw new Error(`Could not walk job ${id}: ${res.status} ${res.text}`);
    };
    await step(200, () => world.client.post(`/api/jobs/${id}/assign`, { truck, plannedDate }));
    await step(200, () => world.client.post(`/api/jobs/${id}/status`, { to: 'dispatched' }));
    await step(200, () => world.client.post(`/api/jobs/${id}/status`, { to: 'in_progress' }));
    for (const operation of operations) await step(201, () => world.client.post('/api/job-operations', { ...operation, job: id }));
    await step(200, () => world.client.put(`/api/jobs/${id}`, { status: 'completed', kmActual: 150, hoursActual: 3 }));
    return id;
  };
  const readyJob = async (over: Record<string, unknown> = {}, operations: Record<string, unknown>[] = []) => {
    const id = await completedJob(over, operations);
    const res = await world.client.post('/api/jobs/ready-to-invoice', { jobs: [id] }, 'finance');
    if (res.status !== 200) throw new Error(`Could not make job ${id} ready: ${res.status} ${res.text}`);
    return id;
  };
  return { ...world, truck, readyJob };
};
