import { useEffect, useRef } from 'react';
import type { RealtimeService } from '../platform/platform-context';

/**
 * Subscribes to each topic while the component is mounted and calls `onEvent(topic, event)` for
 * every message; leaves them all on unmount. The handler may change between renders.
 *
 * @example
 * useTopicEvents(platform.realtime, ['trucks'], (topic) => dispatch(api.util.invalidateTags(tagsFor(topic))));
 */
export const useTopicEvents = (
  realtime: RealtimeService,
  topics: readonly string[],
  onEvent: (topic: string, event: string, payload: unknown) => void,
): void => {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const key = topics.join('\n');
  useEffect(() => {
    const leaves = key
      .split('\n')
      .filter(Boolean)
      .map((topic) => realtime.subscribe(topic, (event, payload) => handler.current(topic, event, payload)));
    return () => leaves.forEach((leave) => leave());
  }, [realtime, key]);
};
