/**
 * The browser origins allowed to call the API: the shell and each remote on their standard local
 * ports, unless CORS_ORIGINS names the deployment's frontends. Never "any origin": every route
 * answers a signed-in user's data, so a page on another site must not read it.
 */
const LOCAL_PORTS = [3000, 3001, 3002, 3003, 3004];

export const DEFAULT_CORS_ORIGINS: readonly string[] = LOCAL_PORTS.flatMap((port) => [
  `http://127.0.0.1:${port}`,
  `http://localhost:${port}`,
]);

/**
 * `CORS_ORIGINS`: comma-separated origins. A trailing slash is dropped (an Origin header has none),
 * and `null` is refused outright: sandboxed frames, `file:` pages and some redirects all send
 * `Origin: null`, so allowing it would allow any of them.
 */
export const parseCorsOrigins = (value: string | undefined): string[] => {
  const origins = (value ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => origin !== '' && origin.toLowerCase() !== 'null');
  return origins.length > 0 ? [...new Set(origins)] : [...DEFAULT_CORS_ORIGINS];
};
