import { customerPerformanceCsv, truckPerformanceCsv } from './performance-csv';
import { customerRows, customerTotal, truckRows, truckTotal, type TruckSums } from './rows';
import { pageOf, parseSort, sortRows } from './sort-page';

const truck = (id: number, name: string, revenue: number, km: number, hours: number): TruckSums => ({
  truckId: id,
  truck: { documentId: `t${id}`, truckName: name, truckNumber: `T${id}`, vehicleClass: 'truck', area: 'Väst' },
  jobs: 2,
  revenue,
  km,
  hours,
  daysUsed: 2,
});

describe('truck performance rows', () => {
  const readings = new Map([
    [
      1,
      [
        { readAt: '2026-10-31T18:00:00Z', valueKm: 10_000, isBreaking: false },
        { readAt: '2026-11-29T18:00:00Z', valueKm: 10_500, isBreaking: false },
      ],
    ],
  ]);
  const rows = truckRows(
    [truck(1, 'Volvo FH', 1_000_000, 400, 10), truck(2, 'Scania R', 600_000, 0, 0)],
    readings,
    '2026-11-01',
    '2026-11-30',
  );

  it('derives odometer km, unbilled km and revenue per km and hour', () => {
    expect(rows[0]).toMatchObject({ odometerKm: 500, unbilledKm: 100, revenuePerKm: 2_000, revenuePerHour: 100_000 });
    expect(rows[1]).toMatchObject({ odometerKm: null, unbilledKm: null, revenuePerKm: null, revenuePerHour: null });
    expect(truckTotal(rows)).toEqual({
      jobs: 4,
      revenue: 1_600_000,
      km: 400,
      odometerKm: 500,
      unbilledKm: 100,
      hours: 10,
      revenuePerKm: 3_200,
      revenuePerHour: 160_000,
      daysUsed: 4,
    });
  });

  it('sorts with empty figures last and pages', () => {
    const sort = parseSort('revenuePerKm:asc', ['revenuePerKm', 'truck'] as const, { field: 'truck', direction: 'asc' })!;
    const sorted = sortRows(
      rows,
      sort,
      (r, f) => (f === 'truck' ? r.truck.truckName : r.revenuePerKm),
      (r) => r.truck.truckName,
    );
    expect(sorted.map((r) => r.truck.truckName)).toEqual(['Volvo FH', 'Scania R']);
    expect(pageOf(sorted, 2, 1)).toEqual({ data: [sorted[1]], pagination: { page: 2, pageSize: 1, pageCount: 2, total: 2 } });
    expect(parseSort('price:desc', ['truck'] as const, sort)).toBeNull();
    expect(parseSort('truck:up', ['truck'] as const, sort)).toBeNull();
  });

  it('writes Swedish CSV', () => {
    expect(truckPerformanceCsv(rows).split('\r\n')[1]).toBe('Volvo FH;T1;Väst;truck;2;10000,00;400;500;100;10;20,00;1000,00;2');
    expect(truckPerformanceCsv(rows).startsWith('\uFEFFtruck;')).toBe(true);
  });
});

describe('customer performance rows', () => {
  it('gives average price, share and trend', () => {
    const rows = customerRows([
      { customer: { documentId: 'c1', companyName: 'Åkeri "Nord"; AB' }, jobs: 3, revenue: 300_000, km: 120.5, previousRevenue: 200_000 },
      { customer: { documentId: 'c2', companyName: 'Byggbolaget' }, jobs: 1, revenue: 100_000, km: 10, previousRevenue: 0 },
    ]);
    expect(rows.map((r) => [r.averagePrice, r.share, r.trend])).toEqual([
      [100_000, 0.75, 0.5],
      [100_000, 0.25, null],
    ]);
    expect(customerTotal(rows)).toEqual({
      jobs: 4,
      revenue: 400_000,
      km: 130.5,
      previousRevenue: 200_000,
      averagePrice: 100_000,
      trend: 1,
    });
    expect(customerPerformanceCsv(rows).split('\r\n')[1]).toBe('"Åkeri ""Nord""; AB";3;3000,00;1000,00;120,5;75,0;2000,00;50,0');
  });
});
