import type { Job, JobStop } from '@haulage/shared/contracts';
import { jobInputSchema } from '@haulage/shared/contracts';
import { jobFromTemplate, jobsFromTemplate } from './jobs-from-template';

const meta = (documentId: string, id = 1) => ({ id, documentId, createdAt: '', updatedAt: '', publishedAt: '' });

const stop = (sequence: number, type: JobStop['type'], destination: string, from: string | null, to: string | null): JobStop => ({
  ...meta(`stop${sequence}`, sequence),
  sequence,
  type,
  place: destination,
  plannedFrom: from,
  plannedTo: to,
  arrivedAt: null,
  departedAt: null,
  destination: { ...meta(destination), name: destination } as JobStop['destination'],
});

const template = (extra: Partial<Job> = {}): Job =>
  ({
    ...meta('tpl1'),
    jobNumber: 3001,
    kind: 'template',
    status: 'draft',
    plannedDate: '2026-03-02',
    customer: { ...meta('cust1'), companyName: 'Åkeri Väst AB' },
    contact: { ...meta('con1'), firstName: 'Sigrid', lastName: 'Åkesson' },
    customerReference: 'PO-WEEKLY',
    goodsDescription: 'Paper reels',
    weightKg: 12_500,
    pallets: 18,
    adr: false,
    vehicleClass: 'truck',
    kmPlanned: 142,
    notesInternal: null,
    notesDriver: 'Ring the gate',
    truck: { ...meta('truck9') },
    stops: [
      stop(2, 'delivery', 'dest-boras', '2026-03-03T07:00:00.000Z', '2026-03-03T08:00:00.000Z'),
      stop(1, 'pickup', 'dest-gbg', '2026-03-02T05:00:00.000Z', '2026-03-02T06:00:00.000Z'),
    ],
    ...extra,
  }) as Job;

describe('jobs from a template', () => {
  it('copies what the job is and moves the stops to the day, keeping a next-day stop the next day', () => {
    expect(jobFromTemplate(template(), '2026-03-09')).toEqual({
      kind: 'job',
      status: 'open',
      plannedDate: '2026-03-09',
      customer: 'cust1',
      contact: 'con1',
      customerReference: 'PO-WEEKLY',
      goodsDescription: 'Paper reels',
      weightKg: 12_500,
      pallets: 18,
      adr: false,
      vehicleClass: 'truck',
      kmPlanned: 142,
      notesInternal: null,
      notesDriver: 'Ring the gate',
      stops: [
        { type: 'pickup', destination: 'dest-gbg', plannedFrom: '2026-03-09T05:00:00.000Z', plannedTo: '2026-03-09T06:00:00.000Z' },
        { type: 'delivery', destination: 'dest-boras', plannedFrom: '2026-03-10T07:00:00.000Z', plannedTo: '2026-03-10T08:00:00.000Z' },
      ],
    });
  });

  it('keeps the office time across the change to summer time', () => {
    const [job] = jobsFromTemplate(template(), ['2026-04-06']);
    expect(job!.stops![0]).toMatchObject({ plannedFrom: '2026-04-06T04:00:00.000Z' });
  });

  it('counts from the first timed stop when the template has no planned date, and leaves untimed stops untimed', () => {
    const job = jobFromTemplate(
      template({
        plannedDate: null,
        stops: [stop(1, 'pickup', 'dest-gbg', '2026-02-02T05:00:00.000Z', null), stop(2, 'delivery', 'dest-boras', null, null)],
      }),
      '2026-02-05',
    );
    expect(job.stops).toEqual([
      { type: 'pickup', destination: 'dest-gbg', plannedFrom: '2026-02-05T05:00:00.000Z', plannedTo: null },
      { type: 'delivery', destination: 'dest-boras', plannedFrom: null, plannedTo: null },
    ]);
  });

  it('makes one job per day, each one the API’s job schema accepts', () => {
    const jobs = jobsFromTemplate(template(), ['2026-03-09', '2026-03-16']);
    expect(jobs.map((job) => job.plannedDate)).toEqual(['2026-03-09', '2026-03-16']);
    for (const job of jobs) expect(jobInputSchema.safeParse(job).success).toBe(true);
  });
});
