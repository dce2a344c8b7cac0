import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { TopicEvent } from '../commands';

export type Publish = (topic: string, event: string, payload: TopicEvent['payload']) => void;

/** Where a write happens and whom it tells: the app itself fits, and so does a plain object in a test. */
export interface PublishingHost {
  db: Kysely<Database>;
  /** Absent when realtime is not registered: nobody is told. */
  publish?: Publish;
}

export interface PublishingScope {
  trx: Kysely<Database>;
  /** Held until the transaction committed, as a command's `ctx.publish`. */
  publish: Publish;
}

/**
 * A write outside the engine's routes and commands (a scheduled sweep, an import, a public link):
 * one transaction whose events reach subscribers only once it committed, as `ctx.publish` does in a
 * command. Nothing else in a module publishes, so no subscriber hears of a row that rolled back.
 */
export const inPublishingTransaction = async <T>(host: PublishingHost, work: (ctx: PublishingScope) => Promise<T>): Promise<T> => {
  const events: TopicEvent[] = [];
  const publish: Publish = (topic, event, payload) => void events.push({ topic, event, payload });
  const result = await host.db.transaction().execute((trx) => work({ trx, publish }));
  for (const { topic, event, payload } of events) host.publish?.(topic, event, payload);
  return result;
};
