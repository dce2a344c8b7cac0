import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { signInAs } from '../../../test/auth';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// The two instances of one deployment share a channel; no other test app hears it.
const shared = { redisUrl: REDIS_URL, realtimeChannel: `test-pair-${randomBytes(6).toString('hex')}` };

describe('realtime across API instances (Redis adapter)', () => {
  let a: TestApp;
  let b: TestApp;
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    [a, b] = [await buildTestApp(shared), await buildTestApp(shared)];
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(a.app.server.address() as AddressInfo).port}/topics`;
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await a.close();
    await b.close();
  });

  const connected = async (token: string): Promise<Socket> => {
    const socket = io(url, { transports: ['websocket'], reconnection: false, forceNew: true, auth: { token } });
    sockets.push(socket);
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    return socket;
  };

  it('delivers a message published on one instance to a client of another', async () => {
    const socket = await connected(await signInAs(a.app, 'viewer'));
    const topic = 'trucks';
    expect(await socket.timeout(3000).emitWithAck('join-topic', topic)).toMatchObject({ ok: true });
    const received = new Promise((resolve) => socket.once('message', resolve));
    b.app.publish(topic, 'deleted', { id: 7, documentId: 'x' });
    expect(await received).toEqual({ topic, event: 'deleted', payload: { id: 7, documentId: 'x' } });
  });

  it('disconnects a user’s sockets on every instance when another instance signs them out', async () => {
    const token = await signInAs(a.app, 'dispatcher');
    const socket = await connected(token);
    const dropped = new Promise((resolve) => socket.once('disconnect', resolve));
    const { id } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { id: number };
    b.app.endRealtimeSessions({ userId: id });
    expect(await dropped).toBe('io server disconnect');
  });
});
