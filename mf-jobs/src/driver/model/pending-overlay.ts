import type { DriverRun } from '@haulage/shared/contracts';
import type { QueuedAction } from './driver-action';
import { withStopTimes } from './run-order';

/**
 * The run as the driver left it: the API's answer with the actions not yet sent laid over it, so
 * reading the run again while offline (or before the queue has drained) never takes a step back.
 */
export const overlayPending = (run: DriverRun, pending: readonly QueuedAction[]): DriverRun =>
  pending.reduce((current, { action, clientId }) => {
    if (action.kind === 'stop-event') {
      const field = action.data.type === 'arrived' ? 'arrivedAt' : 'departedAt';
      return withStopTimes(current, String(action.data.stop), { [field]: action.data.at });
    }
    if (action.kind === 'proof') {
      const stopId = String(action.fields.stop);
      const proof = {
        documentId: clientId,
        signedBy: action.fields.signedBy,
        at: action.fields.at ?? '',
        photoCount: action.photos.length,
      };
      return {
        ...current,
        items: current.items.map((item) => ({
          ...item,
          stops: item.stops.map((stop) =>
            stop.documentId === stopId && !stop.proofs.some((p) => p.documentId === clientId)
              ? { ...stop, proofs: [...stop.proofs, proof] }
              : stop,
          ),
        })),
      };
    }
    return current;
  }, run);
