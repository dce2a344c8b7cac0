import { createRealtimeClient, type SocketFactory } from './realtime-client';

/** A fake socket.io socket: records emits and lets the test play server events. */
const fakeSocketFactory = () => {
  type Listener = (...args: unknown[]) => void;
  const listeners = new Map<string, Listener[]>();
  const emitted: unknown[][] = [];
  const calls: { url: string; options: Parameters<SocketFactory>[1] }[] = [];
  const socket = {
    on: (event: string, listener: (...args: never[]) => void) => {
      listeners.set(event, [...(listeners.get(event) ?? []), listener as Listener]);
    },
    emit: (...args: unknown[]) => {
      emitted.push(args);
    },
    disconnect: jest.fn(),
  };
  const factory: SocketFactory = (url, options) => {
    calls.push({ url, options });
    return socket;
  };
  const serve = (event: string, ...args: unknown[]) => listeners.get(event)?.forEach((listener) => listener(...args));
  return { factory, emitted, calls, serve, socket };
};

const setup = () => {
  const fake = fakeSocketFactory();
  const logger = { error: jest.fn() };
  const client = createRealtimeClient({ url: 'http://127.0.0.1:1337/', getToken: () => 'tok', socketFactory: fake.factory, logger });
  return { ...fake, client, logger };
};

describe('createRealtimeClient', () => {
  it('connects to /topics with the spec options and the token, only when first used', () => {
    const { client, calls } = setup();
    expect(calls).toHaveLength(0);
    client.subscribe('trucks', jest.fn());
    expect(calls[0]?.url).toBe('http://127.0.0.1:1337/topics');
    expect(calls[0]?.options).toMatchObject({
      transports: ['websocket'],
      timeout: 20000,
      reconnectionAttempts: 5,
      reconnectionDelay: 1000,
    });
    const auth = jest.fn();
    (calls[0]?.options.auth as (set: (value: unknown) => void) => void)(auth);
    expect(auth).toHaveBeenCalledWith({ token: 'tok' });
  });

  it('joins a topic once, delivers its messages, and leaves after the last unsubscribe', () => {
    const { client, emitted, serve } = setup();
    const first = jest.fn();
    const second = jest.fn();
    const leaveFirst = client.subscribe('trucks', first);
    const leaveSecond = client.subscribe('trucks', second);
    expect(emitted).toEqual([['join-topic', 'trucks']]);
    serve('message', { topic: 'trucks', event: 'updated', payload: { id: 1, documentId: 'abc' } });
    serve('message', { topic: 'drivers', event: 'created', payload: {} });
    expect(first).toHaveBeenCalledWith('updated', { id: 1, documentId: 'abc' });
    expect(second).toHaveBeenCalledTimes(1);
    leaveFirst();
    leaveFirst();
    expect(emitted).toHaveLength(1);
    leaveSecond();
    expect(emitted).toEqual([
      ['join-topic', 'trucks'],
      ['leave-topic', 'trucks'],
    ]);
  });

  it('re-joins its topics after a reconnect', () => {
    const { client, emitted, serve } = setup();
    client.subscribe('trucks', jest.fn());
    serve('connect');
    expect(client.isConnected()).toBe(true);
    serve('disconnect');
    expect(client.isConnected()).toBe(false);
    serve('connect');
    expect(emitted).toEqual([
      ['join-topic', 'trucks'],
      ['join-topic', 'trucks'],
    ]);
  });

  it('logs a connect error and reports not connected', () => {
    const { client, serve, logger } = setup();
    client.ping();
    serve('connect');
    serve('connect_error', new Error('refused'));
    expect(client.isConnected()).toBe(false);
    expect(logger.error).toHaveBeenCalledWith(expect.any(String), 'refused');
  });

  it('pings and disconnects', () => {
    const { client, emitted, socket } = setup();
    client.ping();
    expect(emitted).toEqual([['ping']]);
    client.disconnect();
    expect(socket.disconnect).toHaveBeenCalled();
  });
});
