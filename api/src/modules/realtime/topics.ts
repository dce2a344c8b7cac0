import { can, isResource, type UserType } from '@haulage/shared/contracts';

/** A topic is a permission resource; a user may follow it when they may read it. */
export const mayJoinTopic = (type: UserType, topic: unknown): topic is string =>
  typeof topic === 'string' && isResource(topic) && can(type, topic, 'read');

/** The one message shape every topic carries (event `message`). */
export interface TopicMessage<P = unknown> {
  topic: string;
  event: string;
  payload: P;
}
