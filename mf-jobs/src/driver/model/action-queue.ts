import { withClientId, type NewDriverAction, type QueuedAction } from './driver-action';

/** Where the queue lives (IndexedDB on the phone); `all` answers in the order actions were added. */
export interface QueueStore {
  all(): Promise<QueuedAction[]>;
  add(item: QueuedAction): Promise<void>;
  remove(clientId: string): Promise<void>;
  update(item: QueuedAction): Promise<void>;
}

/**
 * How one send went: `sent` (the API has it, perhaps from an earlier try: it applies a client id
 * once), `retry` (offline, the API away or busy: try again later, keeping the order), or
 * `rejected` with the API's reason (the action can never succeed, so it must not block the rest).
 */
export type SendOutcome = { kind: 'sent' } | { kind: 'retry'; reason: string } | { kind: 'rejected'; reason: string };

export interface FlushReport {
  sent: number;
  rejected: { item: QueuedAction; reason: string }[];
  /** Why sending stopped early, when it did. */
  stoppedBy: string | null;
}

export interface ActionQueue {
  enqueue(action: NewDriverAction): Promise<QueuedAction>;
  pending(): Promise<QueuedAction[]>;
  flush(): Promise<FlushReport>;
}

interface QueueOptions {
  store: QueueStore;
  send: (item: QueuedAction) => Promise<SendOutcome>;
  newId?: () => string;
  now?: () => Date;
}

/**
 * The phone's outbox of driver actions. Each action gets its client id when it is queued, and keeps
 * it through every retry, so the API applies it once however often it is sent. Actions are sent one
 * at a time in the order the driver did them: a departure never reaches the API before its arrival.
 */
export const createActionQueue = ({
  store,
  send,
  newId = () => crypto.randomUUID(),
  now = () => new Date(),
}: QueueOptions): ActionQueue => {
  let running: Promise<FlushReport> | null = null;

  const sendAll = async (): Promise<FlushReport> => {
    const report: FlushReport = { sent: 0, rejected: [], stoppedBy: null };
    for (const item of await store.all()) {
      const outcome = await send(item);
      if (outcome.kind === 'retry') {
        await store.update({ ...item, attempts: item.attempts + 1 });
        report.stoppedBy = outcome.reason;
        break;
      }
      await store.remove(item.clientId);
      if (outcome.kind === 'sent') report.sent += 1;
      else report.rejected.push({ item, reason: outcome.reason });
    }
    return report;
  };

  return {
    enqueue: async (action) => {
      const clientId = newId();
      const item: QueuedAction = { clientId, action: withClientId(action, clientId), queuedAt: now().toISOString(), attempts: 0 };
      await store.add(item);
      return item;
    },
    pending: () => store.all(),
    // One flush at a time: the online event and a button press must not send the same action twice at once.
    flush: () => {
      running ??= sendAll().finally(() => {
        running = null;
      });
      return running;
    },
  };
};
