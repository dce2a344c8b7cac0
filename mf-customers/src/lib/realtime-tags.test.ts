import { TOPIC_TAGS, tagsForTopic } from './realtime-tags';

describe('realtime topics → cache tags', () => {
  it('listens to the customers, contacts and prices topics', () => {
    expect(Object.keys(TOPIC_TAGS).sort()).toEqual(['customer-contacts', 'customer-pricings', 'customers']);
  });

  it('refreshes what each topic changes and nothing for an unknown topic', () => {
    expect(tagsForTopic('customers')).toContain('Customer');
    expect(tagsForTopic('customer-contacts')).toContain('Contact');
    expect(tagsForTopic('customer-pricings')).toEqual(['Pricing', 'Audit']);
    expect(tagsForTopic('trucks')).toEqual([]);
  });
});
