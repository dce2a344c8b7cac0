import type { AreaBoardColumn, BoardJob } from '@haulage/shared/contracts';
import { isOverloaded, loadLabel, loadSummary, moveAreaCard, placementsOfAreaBoard } from './area-board';

const job = (jobNumber: number, status: string): BoardJob => ({
  id: jobNumber,
  documentId: `job-${jobNumber}`,
  jobNumber,
  status,
  plannedDate: '2026-03-10',
  customer: 'Volvo Cars',
  driver: status === 'planned' ? 'Anna Berg' : null,
  kmPlanned: 200,
  hours: null,
  vehicleClass: 'truck',
  adr: false,
  confirmationStatus: 'not_sent' as const,
});
const load = { jobs: 1, km: 200, hours: 4, workingDayHours: 8, utilisation: 0.5 };
const truck = (documentId: string, jobs: BoardJob[]) => ({
  id: 1,
  documentId,
  truckName: documentId,
  truckNumber: '1',
  plate: 'ABC123',
  vehicleClass: 'truck',
  truckStatus: 'available',
  jobs,
  load,
});
const columns: AreaBoardColumn[] = [
  {
    area: { id: 1, documentId: 'area-gbg', name: 'Göteborg' },
    areaTrucks: [truck('truck-1', [job(1, 'planned')])],
    areaJobs: [job(2, 'open')],
  },
  { area: { id: 2, documentId: 'area-sth', name: 'Stockholm' }, areaTrucks: [truck('truck-2', [])], areaJobs: [job(3, 'open')] },
];

describe('areas board', () => {
  it('knows where every job is', () => {
    const placements = placementsOfAreaBoard(columns);
    expect(placements.get('job-1')).toEqual({ truck: 'truck-1', date: '2026-03-10' });
    expect(placements.get('job-3')).toBeNull();
  });

  it('moves an open job onto a truck of another area, planned, for the board’s day', () => {
    const next = moveAreaCard(columns, '2026-03-10', job(2, 'open'), {
      kind: 'truck',
      truck: 'truck-2',
      truckName: 'truck-2',
      date: '2026-03-10',
    });
    expect(next[0]!.areaJobs).toEqual([]);
    expect(next[1]!.areaTrucks[0]!.jobs).toEqual([{ ...job(2, 'open'), status: 'planned' }]);
    expect(columns[0]!.areaJobs).toHaveLength(1);
  });

  it('takes a card off the board when it is planned for another day or unplanned', () => {
    const later = moveAreaCard(columns, '2026-03-10', job(1, 'planned'), {
      kind: 'truck',
      truck: 'truck-2',
      truckName: 'truck-2',
      date: '2026-03-11',
    });
    expect(later.flatMap((column) => column.areaTrucks.flatMap((item) => item.jobs))).toEqual([]);
    const unplanned = moveAreaCard(columns, '2026-03-10', job(1, 'planned'), { kind: 'unplanned' });
    expect(unplanned[0]!.areaTrucks[0]!.jobs).toEqual([]);
  });

  it('describes a truck’s load against a working day', () => {
    expect(loadLabel({ ...load, hours: 6 })).toBe('6 of 8 hours');
    expect(loadLabel({ ...load, hours: 6.5 })).toBe('6,5 of 8 hours');
    expect(loadSummary({ ...load, jobs: 2, km: 1420 })).toBe('2 jobs · 1 420 km');
    expect(loadSummary({ ...load, jobs: 1 })).toBe('1 job · 200 km');
    expect(isOverloaded({ ...load, hours: 9 })).toBe(true);
    expect(isOverloaded({ ...load, hours: 8 })).toBe(false);
  });
});
