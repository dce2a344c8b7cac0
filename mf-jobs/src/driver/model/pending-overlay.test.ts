import type { DriverRun } from '@haulage/shared/contracts';
import { overlayPending } from './pending-overlay';
import { stopsInOrder } from './run-order';

const run = {
  date: '2026-11-27',
  driver: { id: 1, documentId: 'd', name: 'Anna' },
  truck: null,
  items: [
    {
      kind: 'job',
      id: 1,
      documentId: 'job-1',
      jobNumber: 12,
      stops: [
        { documentId: 'p', sequence: 1, type: 'pickup', arrivedAt: null, departedAt: null, proofs: [] },
        { documentId: 'd', sequence: 2, type: 'delivery', arrivedAt: null, departedAt: null, proofs: [] },
      ],
    },
  ],
} as unknown as DriverRun;

describe('overlayPending', () => {
  it('shows the times and proofs not yet sent on a run read again', () => {
    const shown = overlayPending(run, [
      {
        clientId: 'c1',
        queuedAt: '',
        attempts: 0,
        action: { kind: 'stop-event', job: 'job-1', data: { stop: 'p', type: 'arrived', at: '2026-11-27T08:00:00Z', clientId: 'c1' } },
      },
      {
        clientId: 'c2',
        queuedAt: '',
        attempts: 0,
        action: { kind: 'stop-event', job: 'job-1', data: { stop: 'p', type: 'departed', at: '2026-11-27T08:30:00Z', clientId: 'c2' } },
      },
      {
        clientId: 'c3',
        queuedAt: '',
        attempts: 0,
        action: {
          kind: 'proof',
          job: 'job-1',
          fields: { stop: 'd', signedBy: 'Bo', clientId: 'c3' },
          signature: new Blob(),
          photos: [new Blob()],
        },
      },
    ]);
    const [pickup, delivery] = stopsInOrder(shown);
    expect(pickup).toMatchObject({ arrivedAt: '2026-11-27T08:00:00Z', departedAt: '2026-11-27T08:30:00Z' });
    expect(delivery!.proofs).toEqual([{ documentId: 'c3', signedBy: 'Bo', at: '', photoCount: 1 }]);
    expect(stopsInOrder(run)[0]!.arrivedAt).toBeNull();
  });
});
