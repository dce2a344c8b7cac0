import type { FastifyBaseLogger } from 'fastify';

/** Node-redis answers a command sent while the server is away with a rejection; the adapter never awaits one. */
type Publisher = { publish: (...args: never[]) => Promise<unknown> };

/**
 * A client whose `publish` never rejects: socket.io's adapter publishes without awaiting, so a
 * command cut off by a Redis restart (`read ECONNRESET`) would be an unhandled rejection, which
 * ends the process. Realtime fan-out is best effort; the write that caused it has succeeded.
 */
export const withSafePublish = <C extends Publisher>(client: C, onError: (error: unknown) => void): C => {
  const publish = client.publish.bind(client) as (...args: unknown[]) => Promise<unknown>;
  return Object.assign(client, {
    publish: (...args: unknown[]) =>
      publish(...args).catch((error: unknown) => {
        onError(error);
        return 0;
      }),
  });
};

/**
 * A socket.io adapter over Redis pub/sub, so every API instance reaches every client. The client
 * libraries (about 25 MB resident) load only when Redis is configured. Both clients reconnect by
 * themselves when Redis comes back (the subscriber subscribes again); until then their errors are
 * logged, never thrown: an unhandled 'error' event would end the process.
 */
export const connectRedisAdapter = async (url: string, channel: string, log: FastifyBaseLogger) => {
  const [{ createAdapter }, { createClient }] = await Promise.all([import('@socket.io/redis-adapter'), import('redis')]);
  let down = false;
  const report = (error: unknown) => {
    if (down) return;
    down = true;
    log.warn({ err: error }, 'Redis not available; realtime reaches this instance’s clients only until it returns');
  };
  const pub = withSafePublish(createClient({ url }), report);
  const sub = pub.duplicate();
  for (const client of [pub, sub]) {
    client.on('error', report);
    client.on('ready', () => {
      if (down) log.info('Redis available again');
      down = false;
    });
  }
  await Promise.all([pub.connect(), sub.connect()]);
  return {
    // Instances reach each other on `channel`: one deployment shares it, another on the same Redis does not.
    adapter: createAdapter(pub, sub, { key: channel }),
    close: async () => {
      await Promise.allSettled([pub.close(), sub.close()]);
    },
  };
};
