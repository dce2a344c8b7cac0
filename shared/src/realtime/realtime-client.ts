import { io, type ManagerOptions, type SocketOptions } from 'socket.io-client';
import type { RealtimeService, TopicHandler } from '../platform/platform-context';

/** Spec socket settings: websocket only, 20 s timeout, 5 reconnection attempts, 1 s apart. */
export const REALTIME_NAMESPACE = '/topics';
export const REALTIME_SOCKET_OPTIONS = {
  transports: ['websocket'],
  timeout: 20000,
  reconnectionAttempts: 5,
  reconnectionDelay: 1000,
} as const;

/** The part of a socket.io client socket the realtime client uses (lets tests inject a fake). */
export interface TopicSocket {
  on(event: string, listener: (...args: never[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  disconnect(): unknown;
}

export type SocketFactory = (url: string, options: Partial<ManagerOptions & SocketOptions>) => TopicSocket;

export interface TopicMessage {
  topic: string;
  event: string;
  payload: unknown;
}

export interface RealtimeClientOptions {
  /** The API origin, e.g. http://127.0.0.1:1337 (the namespace is appended). */
  url: string;
  getToken: () => string | null;
  socketFactory?: SocketFactory;
  logger?: Pick<Console, 'error'>;
}

export interface RealtimeClient extends RealtimeService {
  ping(): void;
  /** Closes the connection (on sign-out); the next subscribe opens a new one. */
  disconnect(): void;
}

const defaultFactory: SocketFactory = (url, options) => io(url, options);

/** Topic subscriptions over one lazily opened socket.io connection to the `/topics` namespace. */
export const createRealtimeClient = ({
  url,
  getToken,
  socketFactory = defaultFactory,
  logger = console,
}: RealtimeClientOptions): RealtimeClient => {
  const handlers = new Map<string, Set<TopicHandler>>();
  let socket: TopicSocket | null = null;
  let connected = false;
  let connectedBefore = false;

  const open = (): TopicSocket => {
    const created = socketFactory(`${url.replace(/\/$/, '')}${REALTIME_NAMESPACE}`, {
      ...REALTIME_SOCKET_OPTIONS,
      transports: [...REALTIME_SOCKET_OPTIONS.transports],
      // A function so every reconnection presents the current (possibly renewed) token.
      auth: (callback: (data: object) => void) => callback({ token: getToken() }),
    });
    created.on('connect', () => {
      connected = true;
      // The server forgets rooms with the old connection; emits made before the first connect are buffered.
      if (connectedBefore) handlers.forEach((_set, topic) => created.emit('join-topic', topic));
      connectedBefore = true;
    });
    created.on('disconnect', () => {
      connected = false;
    });
    created.on('connect_error', (error: Error) => {
      connected = false;
      logger.error('Realtime connection failed:', error?.message ?? error);
    });
    created.on('message', (message: TopicMessage) => {
      handlers.get(message?.topic)?.forEach((handler) => handler(message.event, message.payload));
    });
    return created;
  };

  const ensureSocket = (): TopicSocket => (socket ??= open());

  return {
    subscribe: (topic, handler) => {
      const current = ensureSocket();
      let set = handlers.get(topic);
      if (!set) {
        set = new Set();
        handlers.set(topic, set);
        current.emit('join-topic', topic);
      }
      set.add(handler);
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        set.delete(handler);
        if (set.size === 0 && handlers.get(topic) === set) {
          handlers.delete(topic);
          socket?.emit('leave-topic', topic);
        }
      };
    },
    isConnected: () => connected,
    ping: () => {
      ensureSocket().emit('ping');
    },
    disconnect: () => {
      socket?.disconnect();
      socket = null;
      connected = false;
      connectedBefore = false;
      handlers.clear();
    },
  };
};
