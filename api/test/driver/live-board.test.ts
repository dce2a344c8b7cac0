import type { Socket } from 'socket.io-client';
import { connect, join, listen } from '../../src/modules/realtime/socket-test-client';
import { signInAs } from '../auth';
import { driverWorld, type DriverWorld, plannedJob, roadDriver, todayAt } from './driver-fixtures';

// Many requests per test, on PostgreSQL too, on a shared CI machine.
jest.setTimeout(120_000);

interface Message {
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

/** Waits until a message like this has arrived on the socket. */
const arrived = async (messages: Message[], like: (m: Message) => boolean, ms = 5000): Promise<Message> => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const found = messages.find(like);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no such message among ${JSON.stringify(messages.map((m) => m.event))}`);
};

describe('the dispatchers’ boards hear the road live', () => {
  let w: DriverWorld;
  let socket: Socket | null = null;
  beforeEach(async () => {
    w = await driverWorld();
  });
  afterEach(async () => {
    socket?.close();
    await w.t.close();
  });

  it('tells every arrival, status move and problem after its commit', async () => {
    const url = await listen(w.t);
    socket = await connect(url, await signInAs(w.t.app, 'dispatcher'));
    expect(await join(socket, 'jobs')).toMatchObject({ ok: true });
    const messages: Message[] = [];
    socket.on('message', (message: Message) => messages.push(message));
    const d = await roadDriver(w, 1);
    const job = await plannedJob(w, d);
    const pickup = job.stops[0]!.documentId;
    await d.call('POST', `/api/jobs/${job.documentId}/stop-events`, {
      stop: pickup,
      type: 'arrived',
      at: todayAt(7),
      clientId: 'live-arrived-1',
    });
    expect((await arrived(messages, (m) => m.event === 'stop-event')).payload).toMatchObject({
      documentId: job.documentId,
      stop: pickup,
      type: 'arrived',
    });
    await arrived(messages, (m) => m.event === 'status-changed' && m.payload.documentId === job.documentId);
    await d.call('POST', `/api/jobs/${job.documentId}/problems`, {
      stop: pickup,
      kind: 'refused',
      note: 'Wrong goods',
      at: todayAt(7, 10),
      clientId: 'live-problem-1',
    });
    expect((await arrived(messages, (m) => m.event === 'problem')).payload).toMatchObject({ documentId: job.documentId, kind: 'refused' });
  });
});
