import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';

/** A socket.io adapter over Redis pub/sub, so every API instance reaches every client. */
export const connectRedisAdapter = async (url: string) => {
  const pub = createClient({ url });
  const sub = pub.duplicate();
  await Promise.all([pub.connect(), sub.connect()]);
  return {
    adapter: createAdapter(pub, sub),
    close: async () => {
      await Promise.allSettled([pub.close(), sub.close()]);
    },
  };
};
