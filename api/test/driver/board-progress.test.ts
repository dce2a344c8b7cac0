import { officeToday } from '@haulage/shared/contracts';
import { driverWorld, type DriverWorld, plannedJob, roadDriver, todayAt } from './driver-fixtures';

// Many requests per test, on PostgreSQL too, on a shared CI machine.
jest.setTimeout(120_000);

interface Card {
  documentId: string;
  status: string;
  progress: string | null;
}

/** A job's card as both boards answer it today. */
const cards = async (w: DriverWorld, documentId: string): Promise<Card[]> => {
  const today = officeToday();
  const week = (await w.office.get(`/api/jobs/board?from=${today}&to=${today}`, 'dispatcher')).body.data;
  const day = (await w.office.get(`/api/areas/board?date=${today}`, 'dispatcher')).body.data;
  const onTrucks = [
    ...week.areas.flatMap((a: { trucks: { jobs: Card[] }[] }) => a.trucks.flatMap((t) => t.jobs)),
    ...day.flatMap((a: { areaTrucks: { jobs: Card[] }[] }) => a.areaTrucks.flatMap((t) => t.jobs)),
  ];
  return onTrucks.filter((card) => card.documentId === documentId);
};

describe('the boards’ cards show how far the driver has come', () => {
  let w: DriverWorld;
  beforeEach(async () => {
    w = await driverWorld();
  });
  afterEach(async () => w.t.close());

  it('at pickup, loaded, at delivery and delivered, from the stop events, on both boards', async () => {
    const d = await roadDriver(w, 1);
    const job = await plannedJob(w, d);
    const waiting = await plannedJob(w, await roadDriver(w, 2));
    const [pickup, delivery] = job.stops.map((s) => s.documentId);
    const progress = async () => (await cards(w, job.documentId)).map((card) => card.progress);
    expect(await progress()).toEqual([null, null]);
    const steps = [
      [pickup, 'arrived', todayAt(7), 'at_pickup'],
      [pickup, 'departed', todayAt(7, 30), 'loaded'],
      [delivery, 'arrived', todayAt(10), 'at_delivery'],
      [delivery, 'departed', todayAt(10, 30), 'delivered'],
    ] as const;
    for (const [stop, type, at, expected] of steps) {
      const sent = await d.call('POST', `/api/jobs/${job.documentId}/stop-events`, {
        stop,
        type,
        at,
        clientId: `board-${type}-${expected}`,
      });
      expect(sent.status).toBe(200);
      expect(await progress()).toEqual([expected, expected]);
    }
    // Another driver's job that has not started shows no progress.
    expect((await cards(w, waiting.documentId)).map((card) => card.progress)).toEqual([null, null]);
  });
});
