import type { BoardJob, BoardTruck, JobBoard } from '@haulage/shared/contracts';
import { cardsByCell, cellKey, moveCard, placementsOfBoard } from './board-cells';

const job = (jobNumber: number, status: string, plannedDate: string | null, driver: string | null = null): BoardJob => ({
  id: jobNumber,
  documentId: `job-${jobNumber}`,
  jobNumber,
  status,
  plannedDate,
  customer: 'Volvo Cars',
  driver,
  kmPlanned: 100,
  hours: null,
  vehicleClass: 'truck',
  adr: false,
  confirmationStatus: 'not_sent',
});
const truck = (documentId: string, jobs: BoardJob[]): BoardTruck & { jobs: BoardJob[] } => ({
  id: 1,
  documentId,
  truckName: documentId,
  truckNumber: '1',
  plate: 'ABC123',
  vehicleClass: 'truck',
  truckStatus: 'available',
  jobs,
});
const board: JobBoard = {
  areas: [
    {
      area: { id: 1, documentId: 'area-gbg', name: 'Göteborg' },
      trucks: [
        truck('truck-1', [
          job(1, 'planned', '2026-03-10', 'Anna Berg'),
          job(2, 'planned', '2026-03-10'),
          job(3, 'dispatched', '2026-03-11'),
        ]),
      ],
    },
    { area: { id: 2, documentId: 'area-sth', name: 'Stockholm' }, trucks: [truck('truck-2', [])] },
  ],
  unplanned: [job(4, 'open', '2026-03-12'), job(5, 'open', null)],
};

describe('board cells', () => {
  it('groups each truck’s cards by day', () => {
    const cells = cardsByCell(board.areas.flatMap((group) => group.trucks));
    expect(cells.get(cellKey('truck-1', '2026-03-10'))?.map((card) => card.jobNumber)).toEqual([1, 2]);
    expect(cells.get(cellKey('truck-1', '2026-03-11'))?.map((card) => card.jobNumber)).toEqual([3]);
    expect(cells.get(cellKey('truck-2', '2026-03-10'))).toBeUndefined();
  });

  it('knows where every job is', () => {
    const placements = placementsOfBoard(board);
    expect(placements.get('job-3')).toEqual({ truck: 'truck-1', date: '2026-03-11' });
    expect(placements.get('job-5')).toBeNull();
    expect(placements.has('job-9')).toBe(false);
  });

  it('moves an open card onto a truck and day, planned, at once', () => {
    const next = moveCard(board, board.unplanned[0]!, { kind: 'truck', truck: 'truck-2', truckName: 'truck-2', date: '2026-03-13' });
    expect(next.unplanned.map((card) => card.jobNumber)).toEqual([5]);
    expect(next.areas[1]!.trucks[0]!.jobs).toEqual([{ ...job(4, 'open', '2026-03-12'), status: 'planned', plannedDate: '2026-03-13' }]);
    expect(board.unplanned).toHaveLength(2);
  });

  it('moves a planned card between trucks without a stale driver, and back to open', () => {
    const planned = board.areas[0]!.trucks[0]!.jobs[0]!;
    const moved = moveCard(board, planned, { kind: 'truck', truck: 'truck-2', truckName: 'truck-2', date: '2026-03-10' });
    expect(moved.areas[0]!.trucks[0]!.jobs.map((card) => card.jobNumber)).toEqual([2, 3]);
    expect(moved.areas[1]!.trucks[0]!.jobs[0]).toMatchObject({ jobNumber: 1, status: 'planned', driver: null });
    const back = moveCard(moved, moved.areas[1]!.trucks[0]!.jobs[0]!, { kind: 'unplanned' });
    expect(back.areas[1]!.trucks[0]!.jobs).toEqual([]);
    expect(back.unplanned.at(-1)).toMatchObject({ jobNumber: 1, status: 'open' });
  });
});
