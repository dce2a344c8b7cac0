/**
 * @jest-environment node
 */
import 'fake-indexeddb/auto';
import { openDriverDb, queueStoreOf } from '../store/driver-db';
import { createActionQueue, type SendOutcome } from './action-queue';
import type { NewDriverAction, QueuedAction } from './driver-action';

let dbCount = 0;
const freshStore = async () => queueStoreOf(await openDriverDb(`queue-test-${(dbCount += 1)}`));

const arrival = (stop: string): NewDriverAction => ({
  kind: 'stop-event',
  job: 'job-1',
  data: { stop, type: 'arrived', at: '2026-11-27T08:00:00.000Z' },
});

/** A fake API that applies each client id once, as the real one does, and can be taken offline. */
const fakeApi = () => {
  const applied = new Map<string, string>();
  const received: string[] = [];
  let online = true;
  return {
    applied,
    received,
    setOnline: (value: boolean) => {
      online = value;
    },
    send: async (item: QueuedAction): Promise<SendOutcome> => {
      if (!online) return { kind: 'retry', reason: 'offline' };
      received.push(item.clientId);
      const action = item.action;
      if (action.kind === 'stop-event' && action.data.stop === 'bad') return { kind: 'rejected', reason: 'stop: not on this job' };
      if (!applied.has(item.clientId)) applied.set(item.clientId, action.kind === 'stop-event' ? String(action.data.stop) : action.kind);
      return { kind: 'sent' };
    },
  };
};

describe('the action queue', () => {
  it('sends every action in the order the driver did them, once the network is back', async () => {
    const api = fakeApi();
    const queue = createActionQueue({ store: await freshStore(), send: api.send });
    api.setOnline(false);
    for (const stop of ['s1', 's2', 's3']) await queue.enqueue(arrival(stop));

    expect(await queue.flush()).toEqual({ sent: 0, rejected: [], stoppedBy: 'offline' });
    expect(await queue.pending()).toHaveLength(3);

    api.setOnline(true);
    expect((await queue.flush()).sent).toBe(3);
    expect([...api.applied.values()]).toEqual(['s1', 's2', 's3']);
    expect(await queue.pending()).toHaveLength(0);
  });

  it('keeps an action’s client id through every retry, so the API applies it once', async () => {
    const api = fakeApi();
    let calls = 0;
    // The first try reaches the API but the answer is lost on the way back.
    const lossy = async (item: QueuedAction): Promise<SendOutcome> => {
      const outcome = await api.send(item);
      calls += 1;
      return calls === 1 ? { kind: 'retry', reason: 'no answer' } : outcome;
    };
    const queue = createActionQueue({ store: await freshStore(), send: lossy });
    const queued = await queue.enqueue(arrival('s1'));

    await queue.flush();
    expect((await queue.pending())[0]).toMatchObject({ clientId: queued.clientId, attempts: 1 });
    await queue.flush();

    expect(api.received).toEqual([queued.clientId, queued.clientId]);
    expect(api.applied.size).toBe(1);
    expect(queued.action).toMatchObject({ data: { clientId: queued.clientId } });
  });

  it('gives every action its own client id made on the phone', async () => {
    const queue = createActionQueue({ store: await freshStore(), send: fakeApi().send });
    const first = await queue.enqueue(arrival('s1'));
    const second = await queue.enqueue(arrival('s1'));
    expect(first.clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.clientId).not.toBe(first.clientId);
  });

  it('sets a refused action aside with its reason and sends the rest', async () => {
    const api = fakeApi();
    const queue = createActionQueue({ store: await freshStore(), send: api.send });
    await queue.enqueue(arrival('bad'));
    await queue.enqueue(arrival('s2'));

    const report = await queue.flush();
    expect(report.sent).toBe(1);
    expect(report.rejected.map((entry) => entry.reason)).toEqual(['stop: not on this job']);
    expect(await queue.pending()).toHaveLength(0);
  });

  it('sends an action once when two flushes start together', async () => {
    const api = fakeApi();
    const queue = createActionQueue({ store: await freshStore(), send: api.send });
    await queue.enqueue(arrival('s1'));
    await Promise.all([queue.flush(), queue.flush()]);
    expect(api.received).toHaveLength(1);
  });
});
