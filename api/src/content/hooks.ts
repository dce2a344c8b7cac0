import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ZodType } from 'zod';
import type { Warning } from '@haulage/shared/contracts';
import type { Dialect } from '../db/create-db';
import type { Command, FieldCommands } from './commands';
import type { ContentType } from './content-type';
import type { EntryData } from './serializer';
import type { ContentService } from './service';
import type { Database } from '../db/database';

export type WriteAction = 'create' | 'update' | 'delete';

/** What a rule sees during a write; everything happens inside `trx`. */
export interface HookContext {
  request: FastifyRequest;
  trx: Kysely<Database>;
  dialect: Dialect;
  contentType: ContentType;
  /** A service bound to the transaction. */
  service: ContentService;
  /** The validated input (attribute names); a hook may change it before it is written. */
  data: Record<string, unknown>;
  /** Pushed warnings are answered as `meta.warnings`. */
  warnings: Warning[];
  /** Merged into the answer's meta (a job's planning `conflicts`), as a command's result meta is. */
  meta: Record<string, unknown>;
  /** Queued: sent only after the transaction committed (a write that runs other entries' commands). */
  publish(topic: string, event: string, payload: { id: number; documentId: string }): void;
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
  db: Kysely<Database>;
  dialect: Dialect;
  /** The database version read before this answer's reads (pass it to rememberedRead), if any. */
  version?: string | null;
  /** What is being answered: a list page, one entry (GET one), or a write's or command's entry. */
  answer: 'list' | 'one' | 'write';
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
  /** Non-CRUD writes, each `POST /api/<uid>/:id/<name>` (see commands.ts). */
  commands?: Command[];
  /** Fields of a PUT handled by a command instead of a plain write (a job's `status`). */
  fieldCommands?: FieldCommands;
  /** DELETE handled by a command (archive instead of delete); it answers 204 when it deleted. */
  deleteCommand?: Command;
  /** False when the module answers `POST /api/<path>` itself (an invoicing run creates the drafts). */
  create?: boolean;
}
