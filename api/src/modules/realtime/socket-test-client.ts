import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import type { TestApp } from '../../../test/helper';

/** Test helpers: a listening app and socket.io clients of it. */
export const listen = async (t: TestApp, namespace = '/topics'): Promise<string> => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${namespace}`;
};

export const connect = (url: string, token?: string): Promise<Socket> =>
  new Promise((resolve, reject) => {
    const socket = io(url, { transports: ['websocket'], reconnection: false, forceNew: true, auth: token ? { token } : {} });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });

export const join = (socket: Socket, topic: string): Promise<{ ok: boolean }> => socket.timeout(2000).emitWithAck('join-topic', topic);

/** The next `message`, or 'timeout' when none came within `ms`. */
export const nextMessage = (socket: Socket, ms = 1000): Promise<unknown> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve('timeout'), ms);
    socket.once('message', (message: unknown) => {
      clearTimeout(timer);
      resolve(message);
    });
  });

/** Why the server dropped the socket, or 'still connected' after `ms`. */
export const disconnectReason = (socket: Socket, ms = 2000): Promise<string> =>
  socket.disconnected
    ? Promise.resolve('already disconnected')
    : new Promise((resolve) => {
        const timer = setTimeout(() => resolve('still connected'), ms);
        socket.once('disconnect', (reason: string) => {
          clearTimeout(timer);
          resolve(reason);
        });
      });
