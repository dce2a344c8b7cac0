import { type BoardJob, groupBoard, kmEstimates, progressOf, truckLoad } from './board';

const job = (id: number, over: Partial<BoardJob & { truckId: number | null }> = {}) => ({
  id,
  documentId: `j${id}`,
  jobNumber: 10000 + id,
  status: 'planned',
  plannedDate: '2026-03-02',
  customer: 'Åkeri AB',
  driver: null,
  kmPlanned: 100,
  hours: null,
  vehicleClass: 'truck',
  adr: false,
  confirmationStatus: 'not_sent' as const,
  truckId: 1,
  ...over,
});
const truck = (id: number, area: number | null) => ({
  id,
  documentId: `t${id}`,
  truckName: `T${id}`,
  truckNumber: `T-${id}`,
  plate: 'ABC123',
  vehicleClass: 'truck',
  truckStatus: 'available',
  area: { id: area, documentId: area ? `a${area}` : null, name: area ? `Area ${area}` : null },
});

describe('the planning board', () => {
  it('puts jobs on their trucks, trucks in their areas, open jobs apart', () => {
    const board = groupBoard(
      [truck(1, 1), truck(2, 1), truck(3, null)],
      [job(1), job(2, { truckId: 2 }), job(3, { status: 'open', truckId: null }), job(4, { truckId: 1 })],
    );
    expect(board.areas.map((a) => [a.area.name, a.trucks.map((t) => [t.id, t.jobs.map((j) => j.id)])])).toEqual([
      [
        'Area 1',
        [
          [1, [1, 4]],
          [2, [2]],
        ],
      ],
      [null, [[3, []]]],
    ]);
    expect(board.unplanned.map((j) => j.id)).toEqual([3]);
  });

  it('measures a truck’s day against a working day', () => {
    expect(truckLoad([job(1, { hours: 5 }), job(2)])).toEqual({ jobs: 2, km: 200, hours: 9, workingDayHours: 8, utilisation: 1.13 });
  });
});

describe('kmEstimates', () => {
  it('estimates each job with two or more stops on the map, its stops in order, and leaves out the rest', () => {
    const gothenburg = { latitude: 57.7089, longitude: 11.9746 };
    const boras = { latitude: 57.721, longitude: 12.9401 };
    const estimates = kmEstimates([
      { job_id: 1, ...gothenburg },
      { job_id: 1, ...boras },
      { job_id: 1, ...gothenburg },
      { job_id: 2, ...boras },
      { job_id: 3, latitude: null, longitude: null },
      { job_id: 3, ...boras },
    ]);
    // Göteborg–Borås is about 58 km as the crow flies: × 1.25 there and back again.
    expect(estimates.get(1)).toBeCloseTo(2 * 58 * 1.25, -1);
    expect(estimates.has(2)).toBe(false);
    expect(estimates.has(3)).toBe(false);
  });
});

describe('progressOf', () => {
  it('gives each job its progress from its own stops, and none to a job without stamps', () => {
    const stamps = [
      { job_id: 1, type: 'pickup', arrived_at: '2026-03-02T07:00:00.000Z', departed_at: '2026-03-02T07:30:00.000Z' },
      { job_id: 1, type: 'delivery', arrived_at: null, departed_at: null },
      { job_id: 2, type: 'pickup', arrived_at: '2026-03-02T08:00:00.000Z', departed_at: null },
      { job_id: 2, type: 'delivery', arrived_at: null, departed_at: null },
    ];
    const progress = progressOf(
      [
        { id: 1, status: 'in_progress' },
        { id: 2, status: 'in_progress' },
        { id: 3, status: 'completed' },
      ],
      stamps,
    );
    expect([...progress]).toEqual([
      [1, 'loaded'],
      [2, 'at_pickup'],
      [3, null],
    ]);
  });
});
