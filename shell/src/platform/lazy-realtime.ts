import type { RealtimeService, TopicHandler } from '@haulage/shared/platform';

type RealtimeFactory = () => Promise<RealtimeService>;

/**
 * A RealtimeService that loads the socket client (and opens the connection) on the first
 * subscription. The shell's first load then carries no socket.io code: most pages never
 * subscribe, and the ones that do can wait a moment for live updates.
 */
export const createLazyRealtime = (load: RealtimeFactory): RealtimeService => {
  let client: Promise<RealtimeService> | null = null;
  let loaded: RealtimeService | null = null;
  const ensure = () => {
    client ??= load().then((service) => (loaded = service));
    return client;
  };
  return {
    subscribe: (topic: string, handler: TopicHandler) => {
      let leave: (() => void) | null = null;
      let left = false;
      ensure().then(
        (service) => {
          if (!left) leave = service.subscribe(topic, handler);
        },
        (error: unknown) => console.error(`Live updates for ${topic} are unavailable`, error),
      );
      return () => {
        left = true;
        leave?.();
      };
    },
    isConnected: () => loaded?.isConnected() ?? false,
  };
};
