import type { Socket } from 'socket.io-client';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { signInAs } from '../../../test/auth';
import { connect, join, listen, nextMessage } from './socket-test-client';

describe('realtime topics', () => {
  let t: TestApp;
  let url: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await buildTestApp();
    url = await listen(t);
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await t.close();
  });

  it('refuses a handshake without or with a bad token', async () => {
    await expect(connect(url)).rejects.toThrow('unauthorized');
    await expect(connect(url, 'nonsense')).rejects.toThrow('unauthorized');
  });

  it('keeps the default namespace closed, with or without a token', async () => {
    const root = url.replace(/\/topics$/, '/');
    await expect(connect(root)).rejects.toThrow('Invalid namespace');
    await expect(connect(root, await signInAs(t.app, 'admin'))).rejects.toThrow('Invalid namespace');
    await expect(connect(url.replace(/\/topics$/, '/other'), await signInAs(t.app, 'admin'))).rejects.toThrow('Invalid namespace');
  });

  it('delivers published messages to joined clients until they leave', async () => {
    const socket = await connect(url, await signInAs(t.app, 'dispatcher'));
    sockets.push(socket);
    expect(await join(socket, 'trucks')).toMatchObject({ ok: true });
    const received = nextMessage(socket);
    t.app.publish('trucks', 'created', { id: 1, documentId: 'abc' });
    expect(await received).toEqual({ topic: 'trucks', event: 'created', payload: { id: 1, documentId: 'abc' } });
    await socket.timeout(2000).emitWithAck('leave-topic', 'trucks');
    const silent = nextMessage(socket, 300);
    t.app.publish('trucks', 'updated', { id: 1, documentId: 'abc' });
    expect(await silent).toBe('timeout');
  });

  it('answers ping with the server time', async () => {
    const socket = await connect(url, await signInAs(t.app, 'viewer'));
    sockets.push(socket);
    const pong = await socket.timeout(2000).emitWithAck('ping');
    expect(Number.isNaN(Date.parse(pong.time))).toBe(false);
  });

  it('does not let a viewer follow users, nor anyone an unknown topic', async () => {
    const socket = await connect(url, await signInAs(t.app, 'viewer'));
    sockets.push(socket);
    const error = new Promise((resolve) => socket.once('topic-error', resolve));
    expect(await join(socket, 'users')).toMatchObject({ ok: false });
    expect(await error).toMatchObject({ topic: 'users' });
    expect(await join(socket, 'no-such-topic')).toMatchObject({ ok: false });
    const silent = nextMessage(socket, 300);
    t.app.publish('users', 'created', { id: 5 });
    expect(await silent).toBe('timeout');
  });
});
