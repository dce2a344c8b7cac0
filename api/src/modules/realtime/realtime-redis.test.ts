import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { signInAs } from '../../../test/auth';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('realtime across API instances (Redis adapter)', () => {
  const apps: TestApp[] = [];
  let socket: Socket | undefined;
  afterAll(async () => {
    socket?.close();
    for (const t of apps) await t.close();
  });

  it('delivers a message published on one instance to a client of another', async () => {
    const [a, b] = [await buildTestApp({ redisUrl: REDIS_URL }), await buildTestApp({ redisUrl: REDIS_URL })];
    apps.push(a!, b!);
    await a!.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (a!.app.server.address() as AddressInfo).port;
    socket = io(`http://127.0.0.1:${port}/topics`, {
      transports: ['websocket'],
      reconnection: false,
      auth: { token: await signInAs(a!.app, 'viewer') },
    });
    const topic = 'trucks';
    expect(await socket.timeout(3000).emitWithAck('join-topic', topic)).toMatchObject({ ok: true });
    const received = new Promise((resolve) => socket!.once('message', resolve));
    b!.app.publish(topic, 'deleted', { id: 7, documentId: 'x' });
    expect(await received).toEqual({ topic, event: 'deleted', payload: { id: 7, documentId: 'x' } });
  });
});
