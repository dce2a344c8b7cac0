import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z, ZodType } from 'zod';
import type { Warning } from '@haulage/shared/contracts';
import type { Dialect } from '../db/create-db';
import type { ContentType } from './content-type';
import type { EntryData } from './serializer';
import type { ContentService } from './service';
import type { Database } from '../db/database';

export interface TopicEvent {
  topic: string;
  event: string;
  payload: { id: number; documentId: string };
}

/** What a command sees: everything happens inside `trx`; events wait for the commit. */
export interface CommandContext<Body = unknown> {
  request: FastifyRequest;
  trx: Kysely<Database>;
  dialect: Dialect;
  contentType: ContentType;
  /** A service bound to the transaction. */
  service: ContentService;
  /** The addressed entry as stored when the command began (its If-Match already checked). */
  entry: EntryData;
  /** The body, validated with the command's schema before the transaction opened. */
  body: Body;
  /** Pushed warnings are answered as `meta.warnings`. */
  warnings: Warning[];
  /** Queued: sent only after the transaction committed, never when it rolled back. */
  publish(topic: string, event: string, payload: TopicEvent['payload']): void;
}

export interface CommandResult {
  /** The entry to answer (default: the addressed one). */
  id?: number;
  /** The entry is gone: the route answers 204. */
  deleted?: boolean;
  /** Merged into the answer's meta (e.g. `{archived: true}`). */
  meta?: Record<string, unknown>;
}

/**
 * A write that is not plain CRUD: `POST /api/<uid>/:id/<name>` (a tyre's mount, a job's status
 * move, an invoice's finalisation), or what a PUT field or a DELETE is routed to.
 */
export interface Command<S extends ZodType = ZodType> {
  /** URL segment after the id; a command only used by routing may still be named for logs. */
  name: string;
  /** Permission action checked on the collection's resource (default 'update'). */
  action?: 'create' | 'update' | 'delete';
  /** zod schema of `data` in the body `{data:{…}}`; without one the body is ignored. */
  body?: S;
  /** When false the command has no route of its own (only reached through PUT or DELETE routing). */
  route?: boolean;
  run(ctx: CommandContext<z.output<S>>): Promise<CommandResult | void> | CommandResult | void;
}

/** Keeps the body's type flowing from the schema into `run` (a plain object literal loses it). */
export const defineCommand = <S extends ZodType>(command: Command<S>): Command<S> => command;

/** A command chosen for a field arriving in a PUT, with the body it runs with; null = write the field as usual. */
export interface RoutedCommand {
  command: Command;
  body?: unknown;
}

/** field → which command handles a change of it (a job's `status` → the status machine). */
export type FieldCommands = Record<string, (value: unknown, entry: EntryData) => RoutedCommand | null>;
