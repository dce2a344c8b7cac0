import { useCallback, useEffect, useState } from 'react';
import type { DriverServices } from '../driver-services';
import type { NewDriverAction, QueuedAction } from '../model/driver-action';

// While something waits, the phone tries again this often even without an 'online' event
// (a phone in a weak spot is "online" and still cannot reach the API).
const RETRY_MS = 10_000;
const NOTHING: QueuedAction[] = [];

export interface QueueState {
  pending: QueuedAction[];
  /** The phone's queue has been read: until then nothing may be said to be sent. */
  read: boolean;
  rejected: string[];
  signedOut: boolean;
  enqueue(action: NewDriverAction): Promise<void>;
  sendNow(): Promise<void>;
}

/** The queue as the screen shows it: what waits, what was refused, and sending when the network is back. */
export const useQueue = ({ queue }: DriverServices, onSent: () => void): QueueState => {
  const [read, setRead] = useState<QueuedAction[] | null>(null);
  const pending = read ?? NOTHING;
  const [rejected, setRejected] = useState<string[]>([]);
  const [signedOut, setSignedOut] = useState(false);

  const refresh = useCallback(async () => setRead(await queue.pending()), [queue]);

  const sendNow = useCallback(async () => {
    const report = await queue.flush();
    if (report.rejected.length > 0) setRejected((current) => [...current, ...report.rejected.map((entry) => entry.reason)]);
    setSignedOut(report.stoppedBy === 'HTTP 401');
    await refresh();
    if (report.sent > 0) onSent();
  }, [queue, refresh, onSent]);

  const enqueue = useCallback(
    async (action: NewDriverAction) => {
      await queue.enqueue(action);
      await refresh();
      void sendNow();
    },
    [queue, refresh, sendNow],
  );

  useEffect(() => {
    void refresh().then(() => sendNow());
    const onOnline = () => void sendNow();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [refresh, sendNow]);

  useEffect(() => {
    if (pending.length === 0) return undefined;
    const timer = window.setInterval(() => void sendNow(), RETRY_MS);
    return () => window.clearInterval(timer);
  }, [pending.length, sendNow]);

  return { pending, read: read !== null, rejected, signedOut, enqueue, sendNow };
};
