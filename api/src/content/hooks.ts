import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ZodType } from 'zod';
import type { Warning } from '@haulage/shared/contracts';
import type { Dialect } from '../db/create-db';
import type { ContentType } from './content-type';
import type { EntryData } from './serializer';
import type { ContentService } from './service';

export type WriteAction = 'create' | 'update' | 'delete';

/** What a rule sees during a write; everything happens inside `trx`. */
export interface HookContext {
  request: FastifyRequest;
  trx: Kysely<any>;
  dialect: Dialect;
  contentType: ContentType;
  /** A service bound to the transaction. */
  service: ContentService;
  /** The validated input (attribute names); a hook may change it before it is written. */
  data: Record<string, unknown>;
  /** Pushed warnings are answered as `meta.warnings`. */
  warnings: Warning[];
}

export interface AfterWriteContext extends HookContext {
  action: WriteAction;
  id: number;
  documentId: string;
  /** The entry before the write (update/delete), null on create. */
  existing: EntryData | null;
}

export interface ReadContext {
  request: FastifyRequest;
  db: Kysely<any>;
  dialect: Dialect;
  /** The database version read before this answer's reads (pass it to rememberedRead), if any. */
  version?: string | null;
}

type MaybePromise<T> = T | Promise<T>;

export interface CollectionHooks {
  beforeCreate?(ctx: HookContext): MaybePromise<void>;
  beforeUpdate?(ctx: HookContext, existing: EntryData): MaybePromise<void>;
  /** Throw an HttpError to refuse the deletion. */
  beforeDelete?(ctx: HookContext, existing: EntryData): MaybePromise<void>;
  /** Inside the transaction, after the row is written (audit trail, history rows). */
  afterWrite?(ctx: AfterWriteContext): MaybePromise<void>;
  /** Adds derived, read-only fields to every answered entry. */
  decorate?(entries: EntryData[], ctx: ReadContext): MaybePromise<void>;
}

export interface CollectionRouteOptions {
  contentType: ContentType;
  /** Permission resource of the routes; defaults to the content type's (`resource`, else uid). */
  resource?: string;
  createSchema?: ZodType;
  updateSchema?: ZodType;
  hooks?: CollectionHooks;
  /** OpenAPI tag; defaults to the uid. */
  tag?: string;
}
