import type { FastifyInstance } from 'fastify';
import type { TopicEvent } from '../commands';

type Publish = (topic: string, event: string, payload: TopicEvent['payload']) => void;

/**
 * Events raised inside a write transaction. They are held until the transaction committed: a
 * subscriber told about a row that then rolled back would show data that never existed.
 */
export const createEventQueue = () => {
  const events: TopicEvent[] = [];
  return {
    publish: (topic: string, event: string, payload: TopicEvent['payload']): void => {
      events.push({ topic, event, payload });
    },
    /** Call only after the commit. */
    flush: (app: FastifyInstance): void => {
      if (!app.hasDecorator('publish')) return;
      const publish = (app as unknown as { publish: Publish }).publish;
      for (const { topic, event, payload } of events.splice(0)) publish(topic, event, payload);
    },
  };
};
export type EventQueue = ReturnType<typeof createEventQueue>;
