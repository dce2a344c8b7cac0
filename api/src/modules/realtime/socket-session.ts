import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import { bearerToken } from '../auth/auth-plugin';
import type { AuthUser } from '../auth/services/auth-service';

/** What a socket of `/topics` carries in `socket.data`. */
export interface SocketSession {
  user: AuthUser;
  token: string;
}

/**
 * Rooms that group sockets by whose they are, so signing a user or one token out reaches them on
 * every API instance (the Redis adapter forwards `disconnectSockets` to the others).
 */
export const userRoom = (userId: number): string => `session:user:${userId}`;
export const tokenRoom = (jti: string): string => `session:token:${jti}`;

export const handshakeToken = (socket: Socket): string | null => {
  const fromAuth = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
  if (typeof fromAuth === 'string' && fromAuth) return fromAuth.replace(/^Bearer\s+/i, '');
  return bearerToken(socket.handshake.headers.authorization);
};

/** Handshake middleware: only a valid token connects, and the socket joins its user's and token's rooms. */
export const authenticateSocket =
  (app: FastifyInstance) =>
  (socket: Socket, next: (error?: Error) => void): void => {
    const token = handshakeToken(socket);
    const verified = token ? app.authService.session(token) : Promise.resolve(null);
    verified.then(
      (session) => {
        if (!session || !token) return next(new Error('unauthorized'));
        const data: SocketSession = { user: session.user, token };
        socket.data = data;
        void socket.join([userRoom(session.user.id), tokenRoom(session.jti)]);
        return next();
      },
      () => next(new Error('unauthorized')),
    );
  };
