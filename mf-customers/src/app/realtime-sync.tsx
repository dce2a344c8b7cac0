import { useDispatch } from 'react-redux';
import { useTopicEvents } from '@haulage/shared/realtime';
import { customersApi, usePlatform } from '#lib';
import { TOPIC_TAGS, tagsForTopic } from '../lib/realtime-tags';

const TOPICS = Object.keys(TOPIC_TAGS);

/** Keeps two open browsers in step: another user's committed write makes the cached data stale. */
export const RealtimeSync = () => {
  const { realtime } = usePlatform();
  const dispatch = useDispatch();
  useTopicEvents(realtime, TOPICS, (topic) => dispatch(customersApi.util.invalidateTags(tagsForTopic(topic))));
  return null;
};
