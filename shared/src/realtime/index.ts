/** Realtime topics over socket.io (namespace /topics) with the spec's connection settings. */
/** `createRealtimeClient({ url, getToken, socketFactory? })` → `{ subscribe, isConnected, ping, disconnect }`. */
export {
  createRealtimeClient,
  REALTIME_NAMESPACE,
  REALTIME_SOCKET_OPTIONS,
  type RealtimeClient,
  type RealtimeClientOptions,
  type SocketFactory,
  type TopicSocket,
  type TopicMessage,
} from './realtime-client';
/** The service contract and handler type (re-exported from the platform contract). */
export type { RealtimeService, TopicHandler } from '../platform/platform-context';
/** `useTopicEvents(realtime, topics, onEvent)`: a component's topic subscriptions, left on unmount. */
export { useTopicEvents } from './use-topic-events';
