import type { Socket } from 'socket.io-client';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { authHeader, TEST_PASSWORD, testEmail } from '../../../test/auth';
import { connect, disconnectReason, join, listen, nextMessage } from './socket-test-client';

// Each test hashes several passwords (scrypt); a busy machine must not turn that into a failure.
jest.setTimeout(20_000);

/** A signed-out, blocked or re-typed user's sockets stop receiving at once. */
describe('realtime sessions end with the tokens behind them', () => {
  let t: TestApp;
  let url: string;
  const sockets: Socket[] = [];
  beforeEach(async () => {
    t = await buildTestApp();
    url = await listen(t);
  });
  afterEach(async () => {
    sockets.splice(0).forEach((s) => s.close());
    await t.close();
  });

  const signIn = async (): Promise<string> => {
    await authHeader(t.app, 'dispatcher');
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/login',
      payload: { email: testEmail('dispatcher'), password: TEST_PASSWORD },
    });
    return res.json().data.token as string;
  };
  const following = async (token: string): Promise<Socket> => {
    const socket = await connect(url, token);
    sockets.push(socket);
    expect(await join(socket, 'drivers')).toMatchObject({ ok: true });
    return socket;
  };
  // A message that should arrive gets time enough to cross Redis on a busy machine; one that should not
  // is given the short wait, since its arrival would come as fast as a delivered one's.
  const receives = async (socket: Socket, waitMs: number): Promise<boolean> => {
    const message = nextMessage(socket, waitMs);
    t.app.publish('drivers', 'updated', { id: 1, documentId: 'd1' });
    return (await message) !== 'timeout';
  };
  const putDispatcher = async (payload: object) => {
    const headers = await authHeader(t.app, 'admin');
    const list = (await t.app.inject({ method: 'GET', url: '/api/users', headers })).json() as { id: number; email: string }[];
    const id = list.find((u) => u.email === testEmail('dispatcher'))!.id;
    expect((await t.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers, payload })).statusCode).toBe(200);
  };

  it.each([
    ['a password change', { password: 'Brand-new-password-7' }],
    ['a block', { blocked: true }],
    ['becoming a viewer', { type: 'viewer' }],
  ])('disconnects every socket of the user after %s, and the old token cannot reconnect', async (_change, patch) => {
    const token = await signIn();
    const [a, b] = [await following(token), await following(await signIn())];
    expect(await receives(a, 5000)).toBe(true);
    const dropped = [disconnectReason(a), disconnectReason(b)];
    await putDispatcher(patch);
    expect(await Promise.all(dropped)).toEqual(['io server disconnect', 'io server disconnect']);
    expect(await receives(a, 500)).toBe(false);
    await expect(connect(url, token)).rejects.toThrow('unauthorized');
  });

  it('on sign-out, disconnects that token’s sockets only', async () => {
    const [signedOut, other] = [await signIn(), await signIn()];
    const [gone, kept] = [await following(signedOut), await following(other)];
    const dropped = disconnectReason(gone);
    const res = await t.app.inject({ method: 'POST', url: '/admin/logout', headers: { authorization: `Bearer ${signedOut}` } });
    expect(res.statusCode).toBe(200);
    expect(await dropped).toBe('io server disconnect');
    expect(await receives(kept, 5000)).toBe(true);
  });

  it('does not let a socket leave its session rooms to outlive a sign-out', async () => {
    const token = await signIn();
    const socket = await following(token);
    const { id, jti } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { id: number; jti: string };
    for (const room of [`session:user:${id}`, `session:token:${jti}`]) await socket.timeout(2000).emitWithAck('leave-topic', room);
    const dropped = disconnectReason(socket);
    await t.app.inject({ method: 'POST', url: '/admin/logout', headers: { authorization: `Bearer ${token}` } });
    expect(await dropped).toBe('io server disconnect');
  });
});
