import type { RealtimeService, TopicHandler } from '@haulage/shared/platform';

/** A realtime service whose subscriptions a test can see and whose topics it can publish to. */
export const createFakeRealtime = () => {
  const handlers = new Map<string, Set<TopicHandler>>();
  const service: RealtimeService = {
    subscribe: (topic, handler) => {
      const set = handlers.get(topic) ?? new Set<TopicHandler>();
      set.add(handler);
      handlers.set(topic, set);
      return () => {
        set.delete(handler);
      };
    },
    isConnected: () => true,
  };
  /** Topics with at least one live subscription, sorted. */
  const topics = () =>
    [...handlers]
      .filter(([, set]) => set.size > 0)
      .map(([topic]) => topic)
      .sort();
  /** Delivers a message as another user's committed write would. */
  const publish = (topic: string, event: string, payload: { id: number; documentId: string }) =>
    handlers.get(topic)?.forEach((handler) => handler(event, payload));
  return { service, topics, publish };
};
