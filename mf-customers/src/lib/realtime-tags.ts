import type { CustomersTag } from './customers-api';

/**
 * Which cached data a topic's events make stale. Every write is also a line in the change history,
 * and a contact's name is searchable in the list, so contact changes refresh the customers too.
 */
export const TOPIC_TAGS: Record<string, CustomersTag[]> = {
  customers: ['Customer', 'Audit'],
  'customer-contacts': ['Contact', 'Customer', 'Audit'],
  'customer-pricings': ['Pricing', 'Audit'],
};

export const tagsForTopic = (topic: string): CustomersTag[] => TOPIC_TAGS[topic] ?? [];
