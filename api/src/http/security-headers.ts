import type { FastifyInstance } from 'fastify';

/**
 * Every answer is JSON or a file, never a page meant to run: the browser must not sniff it into
 * HTML, frame it, run anything it names, or leak the URL (with its filters) to another site.
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Swagger UI is the one real page: its own scripts and styles (it sets inline styles), the spec it
 * fetches from this origin, its data: icons. Still never framed, never posting elsewhere.
 */
export const DOCS_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "font-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'content-security-policy': API_CSP,
};

const isDocs = (path: string): boolean => path === '/documentation' || path.startsWith('/documentation/');
// Answers about a signed-in user's data: no browser or proxy may keep a copy after sign-out.
const isPrivate = (path: string): boolean => /^\/(api|admin)(\/|$)/.test(path);

export const securityHeadersFor = (url: string): Record<string, string> => {
  const path = url.split('?')[0] ?? url;
  return {
    ...BASE_SECURITY_HEADERS,
    ...(isDocs(path) ? { 'content-security-policy': DOCS_CSP } : {}),
    ...(isPrivate(path) ? { 'cache-control': 'no-store' } : {}),
  };
};

/**
 * Added on send so error answers, 404s and plugin routes get them too. A header a route already
 * set wins: a route that knows better (a served file, say) keeps its own policy.
 */
export const installSecurityHeaders = (app: FastifyInstance): void => {
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(securityHeadersFor(request.url))) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    return payload;
  });
};
