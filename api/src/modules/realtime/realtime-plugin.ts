import { isResource } from '@haulage/shared/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import { connectRedisAdapter } from './redis-adapter';
import { authenticateSocket, type SocketSession, tokenRoom, userRoom } from './socket-session';
import { mayJoinTopic, type TopicMessage } from './topics';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends `message {topic, event, payload}` to everyone following `topic`. Never throws. */
    publish(topic: string, event: string, payload: unknown): void;
    /** Disconnects, on every API instance, the sockets of a user or of one token. Never throws. */
    endRealtimeSessions(target: { userId: number } | { jti: string }): void;
  }
}

export const TOPICS_NAMESPACE = '/topics';

const onConnection =
  (app: FastifyInstance) =>
  (socket: Socket): void => {
    const session = socket.data as SocketSession;
    socket.on('join-topic', async (topic: unknown, ack?: unknown) => {
      // Re-read the user: a join racing a sign-out on another instance must not slip through.
      const user = await app.authService.authenticate(session.token).catch(() => null);
      if (!user) {
        socket.disconnect(true);
        return;
      }
      const ok = mayJoinTopic(user.type, topic);
      if (ok) void socket.join(topic);
      else socket.emit('topic-error', { topic, message: 'Unknown topic or not allowed' });
      if (typeof ack === 'function') ack({ ok, topic });
    });
    socket.on('leave-topic', (topic: unknown, ack?: unknown) => {
      // Only topics: leaving its session rooms would let a socket outlive its sign-out.
      if (typeof topic === 'string' && isResource(topic)) void socket.leave(topic);
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
    const redis = app.config.redisUrl ? await connectRedisAdapter(app.config.redisUrl, app.config.realtimeChannel, app.log) : null;
    const io = new Server(app.server, {
      transports: ['websocket'],
      serveClient: false,
      cors: { origin: app.config.corsOrigins },
      ...(redis ? { adapter: redis.adapter } : {}),
    });
    // socket.io always serves the main namespace `/`; nothing lives there, so nobody may connect.
    io.use((_socket, next) => next(new Error('Invalid namespace')));
    const topics = io.of(TOPICS_NAMESPACE);
    topics.use(authenticateSocket(app));
    topics.on('connection', onConnection(app));

    app.decorate('publish', (topic: string, event: string, payload: unknown): void => {
      try {
        const message: TopicMessage = { topic, event, payload };
        topics.to(topic).emit('message', message);
      } catch (error) {
        app.log.warn({ err: error, topic, event }, 'publish failed');
      }
    });

    app.decorate('endRealtimeSessions', (target: { userId: number } | { jti: string }): void => {
      try {
        topics.in('userId' in target ? userRoom(target.userId) : tokenRoom(target.jti)).disconnectSockets(true);
      } catch (error) {
        app.log.warn({ err: error }, 'ending realtime sessions failed');
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
