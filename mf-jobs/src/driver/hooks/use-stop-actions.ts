import { useMemo } from 'react';
import type { OdometerKind } from '@haulage/shared/contracts';
import type { StopActions } from '../components/stop-actions';
import { currentPosition, type PositionConsent } from '../model/position';
import type { QueueState } from './use-queue';

/** Every tap becomes an action on the phone's queue, stamped with the time and (if allowed) the position. */
export const useStopActions = (queue: QueueState, consent: PositionConsent, truck: string | null) =>
  useMemo(() => {
    const position = () => currentPosition(consent, typeof navigator === 'undefined' ? undefined : navigator.geolocation);
    // Reading the consignment note is no queued action: the app adds it beside these (driver-app.tsx).
    const stop: Omit<StopActions, 'openNote'> = {
      stamp: async (at, job, type) => {
        const when = new Date().toISOString();
        await queue.enqueue({ kind: 'stop-event', job, data: { stop: at.documentId, type, at: when, position: await position() } });
      },
      prove: async (at, job, proof) => {
        const when = new Date().toISOString();
        const where = await position();
        await queue.enqueue({
          kind: 'proof',
          job,
          fields: { stop: at.documentId, signedBy: proof.signedBy, at: when, ...(where ? { lat: where.lat, lng: where.lng } : {}) },
          signature: proof.signature,
          photos: proof.photos,
        });
      },
      report: async (at, job, problem) => {
        const when = new Date().toISOString();
        await queue.enqueue({
          kind: 'problem',
          job,
          data: { stop: at.documentId, kind: problem.kind, note: problem.note, at: when, position: await position() },
          photos: problem.photos,
        });
      },
    };
    // The truck the driver chose for the day, else the planned one (the API also falls back to it).
    const odometer = (kind: OdometerKind, km: number, chosen?: string | null) =>
      queue.enqueue({ kind: 'odometer', data: { truck: chosen ?? truck, km, kind, at: new Date().toISOString() } });
    return { stop, odometer };
  }, [queue, consent, truck]);
