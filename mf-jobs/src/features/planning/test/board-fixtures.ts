import type { BoardJob, BoardTruck, JobBoard } from '@haulage/shared/contracts';

/** A board card as GET /api/jobs/board answers it. */
export const aBoardJob = (jobNumber: number, overrides: Partial<BoardJob> = {}): BoardJob => ({
  id: jobNumber,
  documentId: `job-${jobNumber}`,
  jobNumber,
  status: 'open',
  plannedDate: '2026-03-10',
  customer: 'Volvo Cars Torslanda',
  driver: null,
  kmPlanned: 312,
  hours: null,
  vehicleClass: 'truck',
  adr: false,
  confirmationStatus: 'not_sent' as const,
  ...overrides,
});

export const aBoardTruck = (documentId: string, truckName: string, id = 1): BoardTruck => ({
  id,
  documentId,
  truckName,
  truckNumber: String(100 + id),
  plate: `GBD${String(120 + id)}`,
  vehicleClass: 'truck',
  truckStatus: 'available',
});

/** Göteborg with two trucks (one job planned on Tuesday, confirmed), Stockholm with one, and two open jobs. */
export const aJobBoard = (): JobBoard => ({
  areas: [
    {
      area: { id: 1, documentId: 'area-gbg', name: 'Göteborg' },
      trucks: [
        {
          ...aBoardTruck('truck-fh16', 'Volvo FH16 750', 1),
          jobs: [aBoardJob(1001, { status: 'planned', driver: 'Anna Berg', hours: 6.5, confirmationStatus: 'confirmed' })],
        },
        { ...aBoardTruck('truck-fh500', 'Volvo FH 500', 2), jobs: [] },
      ],
    },
    { area: { id: 2, documentId: 'area-sth', name: 'Stockholm' }, trucks: [{ ...aBoardTruck('truck-r500', 'Scania R 500', 3), jobs: [] }] },
  ],
  unplanned: [aBoardJob(1042, { adr: true, customer: 'Preem Göteborg' }), aBoardJob(1043, { plannedDate: null })],
});
