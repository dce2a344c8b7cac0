import { useDispatch } from 'react-redux';
import { useTopicEvents } from '@haulage/shared/realtime';
import type { AreaApi } from './create-area-api';
import { usePlatform } from './platform-provider';

/** Which cached data (tag types) each realtime topic's events make stale. */
export type TopicTags<T extends string = string> = Readonly<Record<string, readonly T[]>>;

export const tagsForTopic = <T extends string>(topics: TopicTags<T>, topic: string): readonly T[] => topics[topic] ?? [];

/**
 * Keeps two open browsers in step: while the area is mounted it joins its topics, and another
 * user's committed write invalidates the cached lists and items; leaving the area leaves them.
 */
export const TopicSync = <T extends string>({ api, topics }: { api: AreaApi<T>; topics: TopicTags<T> }) => {
  const { realtime } = usePlatform();
  const dispatch = useDispatch();
  useTopicEvents(realtime, Object.keys(topics), (topic) => {
    dispatch(api.util.invalidateTags([...tagsForTopic(topics, topic)]));
  });
  return null;
};
