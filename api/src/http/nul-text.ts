import { type HttpError, fieldErrors } from './errors';

/**
 * Neither database can hold a NUL character in text: PostgreSQL refuses it ("invalid byte
 * sequence"), SQLite cuts the string there and its search syntax fails ("unterminated string").
 * No office text needs one, so a query or body carrying one is refused at the door as the
 * client's 400 naming where it was, before any parser, search or write sees it.
 */
const NUL = '\u0000';

/** The path (keys from the root) of the first key or string holding a NUL, or null. */
export const findNul = (value: unknown, path: string[] = []): string[] | null => {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  // Recursion is safe: queries (20 levels) and bodies (64) are depth-limited before this runs.
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    if (key.includes(NUL)) return [...path, key];
    const found = findNul(child, [...path, key]);
    if (found) return found;
  }
  return null;
};

/** `filters[name][$containsi]`: a query path written as the client wrote it. */
export const queryKeyOf = (path: string[]): string =>
  `${path[0] ?? ''}${path
    .slice(1)
    .map((key) => `[${key}]`)
    .join('')}`;

export const nulMessage = (where: string): string => `Invalid value at '${where}': text may not contain a NUL character`;

/** The body's 400: Strapi's field error at the path of the text that holds the NUL. */
export const nulInBody = (path: string[]): HttpError => {
  const message = nulMessage(path.join('.'));
  return fieldErrors([{ path, message, name: 'ValidationError' }], message);
};
