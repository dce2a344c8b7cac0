import { useDispatch } from 'react-redux';
import { useTopicEvents } from '@haulage/shared/realtime';
import { usePlatform } from '../lib/platform';
import { fleetApi } from '../lib/fleet-api';
import { TOPIC_TAGS, tagsForTopic } from '../lib/realtime-tags';

const TOPICS = Object.keys(TOPIC_TAGS);

/** Keeps two open browsers in step: another user's write invalidates the cached lists and items. */
export const RealtimeSync = () => {
  const { realtime } = usePlatform();
  const dispatch = useDispatch();
  useTopicEvents(realtime, TOPICS, (topic) => dispatch(fleetApi.util.invalidateTags(tagsForTopic(topic))));
  return null;
};
