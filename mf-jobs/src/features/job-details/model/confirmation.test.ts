import { recipientChoices } from './confirmation';

describe('asking for a confirmation', () => {
  it('offers the job’s contact and driver, saying why one is missing', () => {
    const contact = { id: 1, documentId: 'c1', firstName: 'Sigrid', lastName: 'Åkesson' };
    expect(recipientChoices({ contact, driver: null })).toEqual([
      { type: 'customer_contact', label: 'Customer contact: Sigrid Åkesson', unavailable: null },
      { type: 'driver', label: 'Driver', unavailable: 'The job has no driver yet' },
    ]);
  });
});
