import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { usePlatform } from '../lib/platform';
import { fleetApi } from '../lib/fleet-api';
import { TOPIC_TAGS, tagsForTopic } from '../lib/realtime-tags';

/** Keeps two open browsers in step: another user's write invalidates the cached lists and items. */
export const RealtimeSync = () => {
  const { realtime } = usePlatform();
  const dispatch = useDispatch();
  useEffect(() => {
    const leaves = Object.keys(TOPIC_TAGS).map((topic) =>
      realtime.subscribe(topic, () => {
        dispatch(fleetApi.util.invalidateTags(tagsForTopic(topic)));
      }),
    );
    return () => leaves.forEach((leave) => leave());
  }, [realtime, dispatch]);
  return null;
};
