import { buildFleetSummary, type DriverFacts, type TruckFacts } from './fleet-summary';

const TODAY = '2026-11-22';
const truck = (over: Partial<TruckFacts>): TruckFacts => ({
  documentId: 'd1',
  truckNumber: 'T-01',
  registrationPlateNumber: 'ABC123',
  truckStatus: 'available',
  techInspectionDate: '2027-06-01',
  tachographInspectionDate: '2027-06-01',
  insuranceExpiryDate: null,
  ...over,
});
const driver = (over: Partial<DriverFacts>): DriverFacts => ({
  documentId: 'p1',
  firstName: 'Anna',
  lastName: 'Lindqvist',
  driverStatus: 'active',
  licenceExpiryDate: null,
  code95ExpiryDate: null,
  driverCardExpiryDate: null,
  adrExpiryDate: null,
  ...over,
});

describe('buildFleetSummary', () => {
  it('counts trucks by status and totals', () => {
    const summary = buildFleetSummary(
      [truck({}), truck({ truckStatus: 'in_workshop' }), truck({ truckStatus: 'sold' })],
      [{ documentId: 'x', plateNumber: 'XYZ789', trailerStatus: 'available', inspectionDate: null }],
      [driver({})],
      TODAY,
    );
    expect(summary.trucksByStatus).toEqual({ available: 1, in_workshop: 1, out_of_service: 0, sold: 1 });
    expect([summary.totalTrucks, summary.totalTrailers, summary.totalDrivers]).toEqual([3, 1, 1]);
    expect(summary.due).toEqual([]);
  });

  it('lists overdue and due-soon dates, earliest first, skipping sold trucks', () => {
    const summary = buildFleetSummary(
      [
        truck({ documentId: 'a', techInspectionDate: '2026-12-10' }),
        truck({ documentId: 'b', truckNumber: 'T-02', tachographInspectionDate: '2026-11-01' }),
        truck({ documentId: 'c', truckStatus: 'sold', techInspectionDate: '2026-01-01' }),
      ],
      [],
      [driver({ code95ExpiryDate: '2026-11-30' }), driver({ documentId: 'p2', driverStatus: 'inactive', adrExpiryDate: '2026-01-01' })],
      TODAY,
    );
    expect(summary.due).toEqual([
      { resource: 'trucks', documentId: 'b', subject: 'T-02 ABC123', kind: 'tachographInspection', date: '2026-11-01', status: 'overdue' },
      { resource: 'drivers', documentId: 'p1', subject: 'Anna Lindqvist', kind: 'driverCode95', date: '2026-11-30', status: 'due_soon' },
      { resource: 'trucks', documentId: 'a', subject: 'T-01 ABC123', kind: 'techInspection', date: '2026-12-10', status: 'due_soon' },
    ]);
  });
});
