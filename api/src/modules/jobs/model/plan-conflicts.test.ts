import type { DriverFacts, TruckFacts } from './conflicts';
import { type PlannedJob, planConflicts } from './plan-conflicts';

const day = '2026-05-12';
const truck = (id: number, name: string, truckStatus = 'available'): TruckFacts => ({
  id,
  name,
  vehicleClass: 'truck',
  truckStatus,
  techInspectionDate: null,
  tachographInspectionDate: null,
  mountedSeasons: [],
});
const driver: DriverFacts = {
  id: 9,
  name: 'Anna Berg',
  driverStatus: 'active',
  licenceExpiryDate: null,
  code95ExpiryDate: null,
  driverCardExpiryDate: null,
  adrExpiryDate: null,
};
const job = (id: number, values: Partial<PlannedJob> = {}): PlannedJob => ({
  id,
  jobNumber: 10_000 + id,
  date: day,
  truckId: 1,
  driverId: 9,
  tripId: null,
  vehicleClass: 'truck',
  adr: false,
  window: { from: `${day}T08:00:00.000Z`, to: `${day}T12:00:00.000Z` },
  ...values,
});
const trucks = new Map([
  [1, truck(1, 'Volvo FH 540')],
  [2, truck(2, 'Scania R 450', 'in_workshop')],
]);
const drivers = new Map([[9, driver]]);
const messages = (planned: PlannedJob[]) =>
  planConflicts(planned, trucks, drivers).map(({ job: { jobNumber }, conflicts }) => [jobNumber, conflicts.map((c) => c.message)]);

describe('plan conflicts', () => {
  it('states each side of a double booking on the same day, and nothing for another day', () => {
    expect(messages([job(1), job(2, { driverId: null }), job(3, { date: '2026-05-13' })])).toEqual([
      [10001, ['Volvo FH 540 is already on job 10002 at that time']],
      [10002, ['Volvo FH 540 is already on job 10001 at that time']],
    ]);
  });

  it('leaves the jobs of one trip alone, but not a job outside it', () => {
    expect(messages([job(1, { tripId: 4 }), job(2, { tripId: 4 })])).toEqual([]);
    expect(messages([job(1, { tripId: 4 }), job(2, { tripId: 4 }), job(3, { truckId: 2 })])).toEqual([
      [10001, ['Anna Berg is already on job 10003 at that time']],
      [10002, ['Anna Berg is already on job 10003 at that time']],
      [
        10003,
        ['Scania R 450 is in workshop', 'Anna Berg is already on job 10001 at that time', 'Anna Berg is already on job 10002 at that time'],
      ],
    ]);
  });

  it('answers a truck in the workshop like any other conflict', () => {
    expect(messages([job(1, { truckId: 2, driverId: null })])).toEqual([[10001, ['Scania R 450 is in workshop']]]);
  });
});
