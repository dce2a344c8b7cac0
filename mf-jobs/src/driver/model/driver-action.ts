import type { DriverOdometerInput, ProblemInput, ProofFields, StopEventInput } from '@haulage/shared/contracts';

/** What the driver did, as the phone keeps it until the API has it. Files travel as Blobs. */
export type DriverAction =
  | { kind: 'stop-event'; job: string; data: StopEventInput }
  | { kind: 'problem'; job: string; data: ProblemInput; photos?: Blob[] }
  | { kind: 'odometer'; data: DriverOdometerInput }
  | { kind: 'proof'; job: string; fields: ProofFields; signature: Blob; photos: Blob[] };

/** Every action but its client id, which the queue makes. */
export type NewDriverAction =
  | { kind: 'stop-event'; job: string; data: Omit<StopEventInput, 'clientId'> }
  | { kind: 'problem'; job: string; data: Omit<ProblemInput, 'clientId'>; photos?: Blob[] }
  | { kind: 'odometer'; data: Omit<DriverOdometerInput, 'clientId'> }
  | { kind: 'proof'; job: string; fields: Omit<ProofFields, 'clientId'>; signature: Blob; photos: Blob[] };

/** An action waiting to be sent; `seq` (given by the store) is the order the driver did things in. */
export interface QueuedAction {
  seq?: number;
  clientId: string;
  action: DriverAction;
  queuedAt: string;
  attempts: number;
}

/** The action with its client id written where the API reads it (`data.clientId` or the proof's field). */
export const withClientId = (action: NewDriverAction, clientId: string): DriverAction => {
  if (action.kind === 'proof') return { ...action, fields: { ...action.fields, clientId } };
  if (action.kind === 'odometer') return { ...action, data: { ...action.data, clientId } };
  if (action.kind === 'problem') return { ...action, data: { ...action.data, clientId } };
  return { ...action, data: { ...action.data, clientId } };
};
