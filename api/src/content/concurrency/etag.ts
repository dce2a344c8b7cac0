import type { ContentType } from '../content-type';
import { HttpError } from '../../http/errors';

/**
 * An entry's version for optimistic concurrency. It is derived from `updatedAt` only (the engine
 * makes every write move it forward, see `nextStamp`), so it versions the entry, not the bytes of
 * one answer: a GET with another `populate` answers the same ETag.
 */
export const etagOf = (updatedAt: unknown): string => {
  const ms = Date.parse(String(updatedAt));
  return `"${Number.isNaN(ms) ? String(updatedAt) : ms.toString(36)}"`;
};

/**
 * RFC 9110 If-Match: `*` or a list of entity tags. Weak tags (`W/"…"`) are compared by their
 * value: some proxies weaken ETags on the way, and refusing those would make every edit a 409.
 */
export const ifMatchSatisfied = (header: string, current: string): boolean => {
  const tags = header
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);
  return tags.some((tag) => tag === '*' || tag.replace(/^W\//, '') === current);
};

/**
 * The next `updated_at` of an entry: now, but always after the previous value, so two writes in
 * the same millisecond (or behind a clock step back) never answer the same ETag.
 */
export const nextStamp = (previous: unknown, now = Date.now()): string => {
  const before = Date.parse(String(previous));
  return new Date(Number.isNaN(before) ? now : Math.max(now, before + 1)).toISOString();
};

/** 'customer-contacts' → 'customer contact': what the 409 calls the entry when the type names nothing. */
export const singularOf = (contentType: ContentType): string =>
  contentType.singularName ?? contentType.uid.replace(/-/g, ' ').replace(/s$/, '');

export const conflictError = (contentType: ContentType): HttpError =>
  new HttpError(409, 'ConflictError', `This ${singularOf(contentType)} was changed by someone else since you opened it`, {});

/** The request's If-Match, if any (Fastify answers repeated headers as one joined string). */
export const ifMatchOf = (headers: Record<string, string | string[] | undefined>): string | undefined => {
  const value = headers['if-match'];
  return Array.isArray(value) ? value.join(',') : value;
};
