import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { customersApi, usePlatform } from '#lib';
import { TOPIC_TAGS, tagsForTopic } from '../lib/realtime-tags';

/** Keeps two open browsers in step: another user's committed write makes the cached data stale. */
export const RealtimeSync = () => {
  const { realtime } = usePlatform();
  const dispatch = useDispatch();
  useEffect(() => {
    const leaves = Object.keys(TOPIC_TAGS).map((topic) =>
      realtime.subscribe(topic, () => {
        dispatch(customersApi.util.invalidateTags(tagsForTopic(topic)));
      }),
    );
    return () => leaves.forEach((leave) => leave());
  }, [realtime, dispatch]);
  return null;
};
