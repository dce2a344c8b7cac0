import { type AssignmentFacts, assignmentConflicts, inWinterSeason, jobWindow } from './conflicts';

const day = '2026-01-15';
const base = (): AssignmentFacts => ({
  date: day,
  job: { vehicleClass: 'truck', adr: false, window: { from: `${day}T08:00:00.000Z`, to: `${day}T12:00:00.000Z` } },
  truck: {
    id: 1,
    name: 'Volvo FH 1',
    vehicleClass: 'truck',
    truckStatus: 'available',
    techInspectionDate: '2026-06-01',
    tachographInspectionDate: '2027-01-01',
    mountedSeasons: ['winter'],
  },
  driver: {
    id: 9,
    name: 'Anna Berg',
    driverStatus: 'active',
    licenceExpiryDate: '2030-01-01',
    code95ExpiryDate: '2029-01-01',
    driverCardExpiryDate: '2028-01-01',
    adrExpiryDate: null,
  },
  booked: [],
});
const codes = (facts: AssignmentFacts) => assignmentConflicts(facts).map((c) => c.code);

describe('assignment conflicts', () => {
  it('finds none for a fit truck and driver', () => {
    expect(assignmentConflicts(base())).toEqual([]);
  });

  it('warns of inspections overdue on the day, not before it', () => {
    const facts = base();
    facts.truck.techInspectionDate = '2026-01-14';
    facts.truck.tachographInspectionDate = '2026-01-15';
    expect(codes(facts)).toEqual(['inspection_overdue']);
  });

  it('applies the winter tyre rule 1 Dec – 31 Mar to trucks, not vans', () => {
    expect(inWinterSeason('2026-12-01')).toBe(true);
    expect(inWinterSeason('2026-03-31')).toBe(true);
    expect(inWinterSeason('2026-04-01')).toBe(false);
    expect(inWinterSeason('2026-11-30')).toBe(false);
    const facts = base();
    facts.truck.mountedSeasons = ['summer'];
    expect(codes(facts)).toEqual(['winter_tyres']);
    expect(codes({ ...facts, date: '2026-05-01' })).toEqual([]);
  });

  it('warns of expired driver documents and ADR goods without an ADR driver', () => {
    const facts = base();
    facts.driver = {
      ...facts.driver!,
      licenceExpiryDate: '2026-01-01',
      code95ExpiryDate: '2025-12-31',
      driverCardExpiryDate: '2026-01-14',
    };
    facts.job.adr = true;
    expect(codes(facts)).toEqual(['licence_expired', 'code95_expired', 'driver_card_expired', 'adr_driver']);
    expect(codes({ ...base(), job: { ...base().job, adr: true }, driver: { ...base().driver!, adrExpiryDate: '2027-01-01' } })).toEqual([]);
    expect(codes({ ...base(), job: { ...base().job, adr: true }, driver: null })).toEqual(['adr_driver']);
  });

  it('warns of double bookings only when the windows overlap', () => {
    const facts = base();
    facts.booked = [
      { jobNumber: 10002, truckId: 1, driverId: 3, tripId: null, window: { from: `${day}T11:00:00.000Z`, to: `${day}T13:00:00.000Z` } },
      { jobNumber: 10003, truckId: 4, driverId: 9, tripId: null, window: { from: `${day}T07:00:00.000Z`, to: `${day}T08:30:00.000Z` } },
      { jobNumber: 10004, truckId: 1, driverId: 9, tripId: null, window: { from: `${day}T12:00:00.000Z`, to: `${day}T14:00:00.000Z` } },
    ];
    expect(assignmentConflicts(facts).map((c) => c.message)).toEqual([
      'Volvo FH 1 is already on job 10002 at that time',
      'Anna Berg is already on job 10003 at that time',
    ]);
  });

  it('never counts the jobs of its own trip as double bookings, but still those outside it', () => {
    const facts = { ...base(), tripId: 7 };
    const window = { from: `${day}T09:00:00.000Z`, to: `${day}T10:00:00.000Z` };
    facts.booked = [
      { jobNumber: 10308, truckId: 1, driverId: 9, tripId: 7, window },
      { jobNumber: 10309, truckId: 1, driverId: 9, tripId: 8, window },
      { jobNumber: 10310, truckId: 1, driverId: null, tripId: null, window },
    ];
    expect(assignmentConflicts(facts).map((c) => c.message)).toEqual([
      'Volvo FH 1 is already on job 10309 at that time',
      'Anna Berg is already on job 10309 at that time',
      'Volvo FH 1 is already on job 10310 at that time',
    ]);
    expect(codes({ ...facts, tripId: null, booked: [facts.booked[0]!] })).toEqual(['truck_double_booked', 'driver_double_booked']);
  });

  it('warns for a truck in the workshop or out of service on the day', () => {
    const workshop = base();
    workshop.truck.truckStatus = 'in_workshop';
    expect(assignmentConflicts(workshop)).toEqual([{ code: 'truck_unavailable', field: 'truck', message: 'Volvo FH 1 is in workshop' }]);
  });

  it('blocks a sold truck, warns for one out of service or of the wrong class', () => {
    const sold = base();
    sold.truck.truckStatus = 'sold';
    expect(assignmentConflicts(sold)).toEqual([expect.objectContaining({ code: 'truck_sold', blocking: true })]);
    const van = base();
    van.truck = { ...van.truck, vehicleClass: 'van', truckStatus: 'out_of_service' };
    expect(codes(van)).toEqual(['truck_unavailable', 'vehicle_class']);
  });

  it('takes the window from the stops, or the whole day', () => {
    expect(jobWindow(day, [])).toEqual({ from: `${day}T00:00:00.000Z`, to: `${day}T23:59:59.999Z` });
    expect(
      jobWindow(day, [
        { plannedFrom: `${day}T09:00:00.000Z`, plannedTo: null },
        { plannedFrom: null, plannedTo: `${day}T15:00:00.000Z` },
      ]),
    ).toEqual({ from: `${day}T09:00:00.000Z`, to: `${day}T15:00:00.000Z` });
    expect(jobWindow(day, [{ plannedFrom: `${day}T09:00:00.000Z`, plannedTo: null }])).toEqual({
      from: `${day}T09:00:00.000Z`,
      to: `${day}T10:00:00.000Z`,
    });
  });
});
