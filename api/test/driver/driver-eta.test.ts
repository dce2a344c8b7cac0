import { straightLineEstimate } from '../../src/modules/jobs/trips/model/estimate';
import { HANDLING_MINUTES_PER_STOP } from '../../src/modules/jobs/driver-app/model/eta-route';
import { driverWorld, type DriverWorld, plannedJob, roadDriver, todayAt } from './driver-fixtures';

// Many requests per test, on PostgreSQL too, on a shared CI machine.
jest.setTimeout(120_000);

const MINUTE = 60_000;

describe('the ETA a driver’s phone feeds', () => {
  let w: DriverWorld;
  beforeEach(async () => {
    w = await driverWorld();
  });
  afterEach(async () => w.t.close());

  const placeOf = async (documentId: string) => {
    const place = (await w.office.get(`/api/destinations/${documentId}`)).body.data;
    return { latitude: Number(place.latitude), longitude: Number(place.longitude) };
  };

  it('is worked out on the server from the position through the stops left, at most every few minutes', async () => {
    const d = await roadDriver(w, 1);
    const job = await plannedJob(w, d);
    const [pickup, delivery] = [await placeOf(w.places[0]!.documentId), await placeOf(w.places[1]!.documentId)];
    const here = { latitude: 57.6, longitude: 12.05 };
    const before = Date.now();
    const told = await d.call('PATCH', '/api/jobs/eta', { job: job.documentId, position: { lat: here.latitude, lng: here.longitude } });
    const after = Date.now();
    expect(told.status).toBe(200);
    expect(told.body.data.etaSource).toBe('driver');
    // Straight line by default, through the pickup not yet left (with its handling) to the delivery.
    const minutes = straightLineEstimate([here, pickup, delivery]).minutes + HANDLING_MINUTES_PER_STOP;
    const eta = Date.parse(told.body.data.eta);
    expect(eta).toBeGreaterThanOrEqual(before + minutes * MINUTE - 1000);
    expect(eta).toBeLessThanOrEqual(after + minutes * MINUTE + 1000);
    expect((await w.office.get(`/api/jobs/${job.documentId}`)).body.data).toMatchObject({ eta: told.body.data.eta, etaSource: 'driver' });

    const again = await d.call('PATCH', '/api/jobs/eta', { job: job.documentId, position: { lat: 57.61, lng: 12.05 } });
    expect(again.status).toBe(429);
  });

  it('counts only what is left once the pickup is left', async () => {
    const d = await roadDriver(w, 1);
    const job = await plannedJob(w, d);
    for (const [type, minute] of [
      ['arrived', 0],
      ['departed', 30],
    ] as const) {
      const event = { stop: job.stops[0]!.documentId, type, at: todayAt(7, minute), clientId: `phone-${type}` };
      expect((await d.call('POST', `/api/jobs/${job.documentId}/stop-events`, event)).status).toBe(200);
    }
    const delivery = await placeOf(w.places[1]!.documentId);
    const here = { latitude: 57.75, longitude: 13.5 };
    const before = Date.now();
    const told = await d.call('PATCH', '/api/jobs/eta', { job: job.documentId, position: { lat: here.latitude, lng: here.longitude } });
    expect(told.status).toBe(200);
    const minutes = straightLineEstimate([here, delivery]).minutes;
    expect(Date.parse(told.body.data.eta)).toBeGreaterThanOrEqual(before + minutes * MINUTE - 1000);
    expect(Date.parse(told.body.data.eta)).toBeLessThan(before + (minutes + HANDLING_MINUTES_PER_STOP) * MINUTE);
  });

  it('takes a position, never a time, from a phone, and only for the driver’s own job', async () => {
    const d = await roadDriver(w, 1);
    const other = await roadDriver(w, 2);
    const job = await plannedJob(w, d);
    const theirs = await plannedJob(w, other);
    const withTime = await d.call('PATCH', '/api/jobs/eta', { job: job.documentId, eta: todayAt(9, 45), position: { lat: 57.6, lng: 12 } });
    expect(withTime.status).toBe(400);
    const noPosition = await d.call('PATCH', '/api/jobs/eta', { job: job.documentId });
    expect(noPosition.status).toBe(400);
    expect(noPosition.body.error.details.errors[0].path).toEqual(['position']);
    const outside = await d.call('PATCH', '/api/jobs/eta', { job: job.documentId, position: { lat: 91, lng: 12 } });
    expect(outside.status).toBe(400);
    expect(outside.body.error.details.errors[0].path).toEqual(['position', 'lat']);
    expect((await d.call('PATCH', '/api/jobs/eta', { job: theirs.documentId, position: { lat: 57.6, lng: 12 } })).status).toBe(404);
    expect((await w.office.get(`/api/jobs/${job.documentId}`)).body.data.eta).toBeNull();
  });
});
