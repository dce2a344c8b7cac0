import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Where log lines go instead of stdout (pino's destination). */
export interface LogStream {
  write(line: string): void;
}

/** What stands in a log line where a secret was. */
export const REDACTED = '[redacted]';

/**
 * Query parameters that carry a secret: whoever reads the log must not be able to open a
 * confirmation link, read someone's calendar feed or replay a sign-in. Compared case-insensitively,
 * with each `[…]` part of a name on its own. One list for every route, so a new route with `?token=` is covered
 * without remembering to.
 */
export const SECRET_QUERY_PARAMETERS: readonly string[] = [
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'code',
  'client_secret',
  'secret',
  'password',
  'api_key',
  'apikey',
  'key',
  'signature',
  'sig',
];

/** Headers that carry a secret (sessions, credentials), removed from anything logged. */
export const SECRET_HEADERS: readonly string[] = [
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'x-api-key',
  'x-auth-token',
  'x-csrf-token',
];

const splitOnce = (text: string, separator: string): [string, string | undefined] => {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
};

const secretQueryName = (name: string): boolean => {
  let plain = name;
  try {
    plain = decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    // A malformed escape is compared as written.
  }
  // `filters[token][$eq]` filters on a secret as surely as `token` names one.
  return plain.split(/[[\]]/).some((part) => SECRET_QUERY_PARAMETERS.includes(part.trim().toLowerCase()));
};

/** The URL with the value of every secret-bearing query parameter replaced; the rest as sent. */
export const redactUrl = (url: string): string => {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const [query, fragment] = splitOnce(url.slice(mark + 1), '#');
  const pairs = query.split('&').map((pair) => {
    const [name] = splitOnce(pair, '=');
    return secretQueryName(name) ? `${name}=${REDACTED}` : pair;
  });
  return `${url.slice(0, mark)}?${pairs.join('&')}${fragment === undefined ? '' : `#${fragment}`}`;
};

/** Headers with every secret one's value replaced. */
export const redactHeaders = (headers: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, SECRET_HEADERS.includes(name.toLowerCase()) ? REDACTED : value]),
  );

/** pino paths for the secret headers inside a logged request or answer (bare `headers` have their serializer). */
const headerPaths = SECRET_HEADERS.flatMap((name) => ['req', 'res', 'request', 'reply'].map((on) => `${on}.headers["${name}"]`));

/**
 * The API's logger: JSON at the configured level, each request as method, URL (secrets redacted),
 * host and client address, each answer as its status. Headers and bodies are not logged. `stream`
 * lets a test read what would be written.
 */
export const loggerOptions = (level: string, stream?: LogStream): FastifyServerOptions['logger'] => ({
  level,
  ...(stream ? { stream } : {}),
  redact: { paths: headerPaths, censor: REDACTED },
  serializers: {
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    }),
    res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    headers: (headers: Record<string, unknown>) => redactHeaders(headers),
  },
});
