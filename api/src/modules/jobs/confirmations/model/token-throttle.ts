/**
 * How often one token may be tried in a window, on top of the per-address limit: a link passed
 * around (or attacked from many addresses) cannot be hammered. Per instance, in memory: a few
 * extra tries across instances change nothing, as every answer is single-use anyway.
 */
export const createTokenThrottle = (max: number, windowMs: number, limitKeys = 10_000) => {
  const hits = new Map<string, { count: number; resetAt: number }>();
  return {
    /** True while the key has tries left; counts this one. */
    allow(key: string, now = Date.now()): boolean {
      const entry = hits.get(key);
      if (!entry || entry.resetAt <= now) {
        if (hits.size >= limitKeys) for (const [k, v] of hits) if (v.resetAt <= now) hits.delete(k);
        if (hits.size >= limitKeys) hits.delete(hits.keys().next().value as string);
        hits.set(key, { count: 1, resetAt: now + windowMs });
        return true;
      }
      entry.count += 1;
      return entry.count <= max;
    },
  };
};
