import type { FleetTag } from './fleet-api';

/**
 * Which cached data a topic's events make stale. Tyre and link changes also change what a truck
 * shows (its tyre summary and open links), so they refresh trucks too.
 */
export const TOPIC_TAGS: Record<string, FleetTag[]> = {
  trucks: ['Truck'],
  drivers: ['Driver', 'Truck'],
  trailers: ['Trailer', 'TrailerLink'],
  'trailers-links': ['TrailerLink'],
  tyres: ['Tyre', 'Truck'],
};

export const tagsForTopic = (topic: string): FleetTag[] => TOPIC_TAGS[topic] ?? [];
