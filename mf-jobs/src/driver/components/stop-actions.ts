import type { DriverRunStop, ProblemKind, StopEventType } from '@haulage/shared/contracts';

export interface ProofDraft {
  signedBy: string;
  signature: Blob;
  photos: Blob[];
}

export interface ProblemDraft {
  kind: ProblemKind;
  note: string;
  /** Photos of the damage, the refused goods, the closed gate. */
  photos: Blob[];
}

/** What a stop card can do; each becomes a queued action stamped with the time (and position). */
export interface StopActions {
  stamp(stop: DriverRunStop, job: string, type: StopEventType): Promise<void>;
  prove(stop: DriverRunStop, job: string, proof: ProofDraft): Promise<void>;
  report(stop: DriverRunStop, job: string, problem: ProblemDraft): Promise<void>;
  /** Opens the job's consignment note (CMR) to show at the stop; false when it could not be read. */
  openNote(job: string): Promise<boolean>;
}
