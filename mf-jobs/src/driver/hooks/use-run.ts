import { useCallback, useEffect, useState } from 'react';
import type { DriverServices, KeptRun } from '../driver-services';
import type { QueuedAction } from '../model/driver-action';
import { overlayPending } from '../model/pending-overlay';

export type RunStatus = 'loading' | 'ready' | 'failed' | 'signed-out';

export interface RunState {
  run: KeptRun | null;
  /** The run shown is the phone's copy (the API could not be reached). */
  fromPhone: boolean;
  status: RunStatus;
  reload(): void;
}

/**
 * The day's run: the phone's copy at once (it works in a tunnel), then the API's answer, which is
 * kept on the phone for the next time. Actions not yet sent are laid over either.
 */
export const useRun = ({ api, runs }: DriverServices, date: string, pending: readonly QueuedAction[]): RunState => {
  const [run, setRun] = useState<KeptRun | null>(null);
  const [fromPhone, setFromPhone] = useState(false);
  const [status, setStatus] = useState<RunStatus>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setStatus('loading');
    void (async () => {
      // Both at once: on a slow phone the API's answer is the long wait, so it is asked first.
      const asked = api.run(date);
      const kept = await runs.read(date);
      if (current && kept) {
        setRun(kept);
        setFromPhone(true);
      }
      const answer = await asked;
      if (!current) return;
      if (answer.kind === 'run') {
        const fresh: KeptRun = { ...answer.run, readAt: new Date().toISOString() };
        setRun(fresh);
        setFromPhone(false);
        setStatus('ready');
        // Kept for a start without network; shown first, since writing it takes a slow phone a while.
        await runs.keep(fresh);
      } else {
        if (!kept) setRun(null);
        setStatus(answer.kind === 'signed-out' ? 'signed-out' : kept ? 'ready' : 'failed');
      }
    })();
    return () => {
      current = false;
    };
  }, [api, runs, date, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { run: run && run.date === date ? { ...overlayPending(run, pending), readAt: run.readAt } : null, fromPhone, status, reload };
};
