import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ContentType } from '../content-type';
import { asDynamic } from '../dynamic-db';
import { conflictError, etagOf, ifMatchOf, ifMatchSatisfied } from '../concurrency/etag';
import type { EntryData } from '../serializer';
import { claimEntryVersion } from './persist';
import type { Database } from '../../db/database';

/**
 * Honours If-Match before anything is written: a stale ETag is a 409, and a matching one claims
 * the entry's version so a second writer holding the same ETag gets the 409 instead. Without
 * If-Match (Strapi clients) the write goes ahead as before.
 */
export const checkIfMatch = async (
  trx: Kysely<Database>,
  contentType: ContentType,
  entry: EntryData,
  request: FastifyRequest,
  stamp: string,
): Promise<void> => {
  const header = ifMatchOf(request.headers);
  if (header === undefined) return;
  if (!ifMatchSatisfied(header, etagOf(entry.updatedAt))) throw conflictError(contentType);
  if (!(await claimEntryVersion(asDynamic(trx), contentType, entry.id, String(entry.updatedAt), stamp))) throw conflictError(contentType);
};
