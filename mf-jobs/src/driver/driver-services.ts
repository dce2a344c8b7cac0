import type { DriverRun } from '@haulage/shared/contracts';
import type { DriverApi } from './api/driver-api';
import type { ActionQueue } from './model/action-queue';

/** A run as the phone keeps it, with when it was read from the API. */
export type KeptRun = DriverRun & { readAt?: string };

export interface RunKeeper {
  read(date: string): Promise<KeptRun | undefined>;
  keep(run: KeptRun): Promise<void>;
}

/** What the road app's screens use: the API, the phone's queue and the runs kept on the phone. */
export interface DriverServices {
  api: DriverApi;
  queue: ActionQueue;
  runs: RunKeeper;
  storage: Storage | null;
  signOut(): void;
  /** Once the first run is on the screen: what waits until then so it never slows the first paint. */
  onRunShown?(): void;
}
