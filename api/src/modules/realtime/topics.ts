import { can, isResource, type UserType } from '@haulage/shared/contracts';

/** A topic is a permission resource; a user may follow it when they may read it. */
export const mayJoinTopic = (type: UserType, topic: unknown): topic is string =>
  typeof topic === 'string' && isResource(topic) && can(type, topic, 'read');

/**
 * Topics beyond each collection's own (its uid): `jobs` carries job writes, status moves
 * (`status-changed`) and board drops (`assigned`), after commit; like every topic, those who may
 * read jobs may join it (all user types; prices and drivers are never in a payload).
 */
export const REALTIME_TOPICS = ['jobs'] as const;

/** The one message shape every topic carries (event `message`). */
export interface TopicMessage<P = unknown> {
  topic: string;
  event: string;
  payload: P;
}
