/**
 * A socket.io adapter over Redis pub/sub, so every API instance reaches every client. The client
 * libraries (about 25 MB resident) load only when Redis is configured.
 */
export const connectRedisAdapter = async (url: string) => {
  const [{ createAdapter }, { createClient }] = await Promise.all([import('@socket.io/redis-adapter'), import('redis')]);
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
