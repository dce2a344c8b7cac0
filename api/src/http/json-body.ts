import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';
import { findNul, nulInBody } from './nul-text';

/**
 * Far deeper than any real entry (a saved filter holds a query, and queries stop at 20 levels), and
 * far below where recursive code overflows the stack (thousands).
 */
export const MAX_BODY_DEPTH = 64;

/**
 * The deepest nesting of arrays and objects in JSON text, counted in one pass without recursion,
 * stopping as soon as `limit` is passed. Brackets inside strings do not count.
 */
export const jsonNestingExceeds = (text: string, limit: number): boolean => {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i += 1; // backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) {
      depth -= 1;
    }
  }
  return false;
};

export const nestedTooDeeply = (): HttpError =>
  new HttpError(400, 'ValidationError', `The request body is nested too deeply (more than ${MAX_BODY_DEPTH} levels)`, { source: 'body' });

/**
 * Replaces Fastify's JSON parser, keeping its prototype-poisoning protection, with two changes:
 * - an empty body is no body (`undefined`), on every method. `@strapi/client` sends
 *   `Content-Type: application/json` on a DELETE without a body, and Strapi accepts it; refusing it
 *   also made `POST /admin/logout` fail, leaving the token valid.
 * - a body nested deeper than MAX_BODY_DEPTH is a 400 before any recursive code (validation,
 *   error serialising) can overflow the stack on it.
 * - a NUL character in any key or string is a 400 naming its path (`nul-text.ts`): no text a
 *   write stores may hold one.
 */
export const installJsonBodyParser = (app: FastifyInstance): void => {
  const parseJson = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    if (jsonNestingExceeds(text, MAX_BODY_DEPTH)) return done(nestedTooDeeply(), undefined);
    return parseJson(request, text, (error, parsed) => {
      if (error) return done(error, undefined);
      const nul = findNul(parsed);
      return nul ? done(nulInBody(nul), undefined) : done(null, parsed);
    });
  });
};
