import type { Kysely } from 'kysely';
import type { Publish } from './content';
import type { Dialect } from './db/create-db';
import type { Database } from './db/database';

/**
 * What a service is handed instead of the Fastify instance (STYLE.md: no Fastify types in
 * services), so a rule can be called from a route, a sweep or a test alike. The app satisfies each
 * port structurally: a route passes `app`, a test may pass a plain object.
 */
export interface ServiceHost {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Absent when realtime is not registered; services only reach it through `inPublishingTransaction`. */
  publish?: Publish;
}

/** The part of a pino logger a service writes to (background work that must not throw). */
export interface LogPort {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** An outbox a service wakes once its transaction committed the messages. */
export interface WakePort {
  wake(): void;
}

/** The signed-in user of a request, as a service needs it (who acts, for history and exports). */
export interface RequestUser {
  id: number;
  email: string;
  name: string;
}
