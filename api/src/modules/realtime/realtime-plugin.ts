import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import type { AuthUser } from '../auth/auth-service';
import { bearerToken } from '../auth/auth-plugin';
import { connectRedisAdapter } from './redis-adapter';
import { mayJoinTopic, type TopicMessage } from './topics';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends `message {topic, event, payload}` to everyone following `topic`. Never throws. */
    publish(topic: string, event: string, payload: unknown): void;
  }
}

export const TOPICS_NAMESPACE = '/topics';

const handshakeToken = (socket: Socket): string | null => {
  const fromAuth = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
  if (typeof fromAuth === 'string' && fromAuth) return fromAuth.replace(/^Bearer\s+/i, '');
  return bearerToken(socket.handshake.headers.authorization);
};

const onConnection = (socket: Socket): void => {
  const user = socket.data.user as AuthUser;
  socket.on('join-topic', (topic: unknown, ack?: unknown) => {
    const ok = mayJoinTopic(user.type, topic);
    if (ok) void socket.join(topic);
    else socket.emit('topic-error', { topic, message: 'Unknown topic or not allowed' });
    if (typeof ack === 'function') ack({ ok, topic });
  });
  socket.on('leave-topic', (topic: unknown, ack?: unknown) => {
    if (typeof topic === 'string') void socket.leave(topic);
    if (typeof ack === 'function') ack({ ok: true, topic });
  });
  socket.on('ping', (...args: unknown[]) => {
    const pong = { time: new Date().toISOString() };
    const ack = args[args.length - 1];
    if (typeof ack === 'function') ack(pong);
    else socket.emit('pong', pong);
  });
};

/** socket.io on the API's own port: namespace `/topics`, websocket only, authenticated handshake. */
export const realtimePlugin = fp(
  async (app: FastifyInstance) => {
    const redis = app.config.redisUrl ? await connectRedisAdapter(app.config.redisUrl) : null;
    const io = new Server(app.server, {
      transports: ['websocket'],
      serveClient: false,
      cors: { origin: app.config.corsOrigins },
      ...(redis ? { adapter: redis.adapter } : {}),
    });
    const topics = io.of(TOPICS_NAMESPACE);
    topics.use((socket, next) => {
      const token = handshakeToken(socket);
      const verified = token ? app.authService.authenticate(token) : Promise.resolve(null);
      verified.then(
        (user) => {
          if (!user) return next(new Error('unauthorized'));
          socket.data.user = user;
          return next();
        },
        () => next(new Error('unauthorized')),
      );
    });
    topics.on('connection', onConnection);

    app.decorate('publish', (topic: string, event: string, payload: unknown): void => {
      try {
        const message: TopicMessage = { topic, event, payload };
        topics.to(topic).emit('message', message);
      } catch (error) {
        app.log.warn({ err: error, topic, event }, 'publish failed');
      }
    });

    // Before the HTTP server stops: drop the websockets (they would hold it open) and Redis.
    app.addHook('preClose', async () => {
      topics.disconnectSockets(true);
      await new Promise<void>((resolve) => {
        io.close(() => resolve());
      });
      await redis?.close();
    });
  },
  { name: 'haulage-realtime', dependencies: ['haulage-auth'], fastify: '5.x' },
);
