/** A method of a page's API whose first argument names what it reads (a token, a date). */
type Read<Key> = (key: Key, ...rest: never[]) => Promise<unknown>;

/**
 * The page's API, with its first read asked for now: the first call of `method` for `key` is
 * answered with that read, every other or later call reads afresh. On a slow phone the page's
 * data is the longest wait: asked for as the page starts, it travels while React draws the page's
 * first frame and the phone loads its messages, instead of after them.
 */
export const withEarlyAnswer = <Api extends { [name in Method]: Read<Key> }, Method extends keyof Api, Key>(
  api: Api,
  method: Method,
  key: Key,
): Api => {
  const read = api[method].bind(api) as (key: Key, ...rest: unknown[]) => ReturnType<Api[Method]>;
  let early: ReturnType<Api[Method]> | null = read(key);
  const answer = (asked: Key, ...rest: unknown[]) => {
    if (early === null || asked !== key) return read(asked, ...rest);
    const first = early;
    early = null;
    return first;
  };
  return { ...api, [method]: answer };
};
