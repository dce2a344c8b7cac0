import { contactRefusal } from './job-contact';

const customer = { id: 7, companyName: 'Åkeri Väst AB' };

describe('contactRefusal', () => {
  it('accepts no contact, or one of the customer’s own', () => {
    expect(contactRefusal(null, customer)).toBeNull();
    expect(contactRefusal({ firstName: 'Karin', lastName: 'Lindqvist', customerId: 7 }, customer)).toBeNull();
  });

  it('names the contact and the customer they do not belong to', () => {
    expect(contactRefusal({ firstName: 'Karin', lastName: 'Lindqvist', customerId: 8 }, customer)).toBe(
      'Karin Lindqvist is not a contact of Åkeri Väst AB; choose one of its contacts',
    );
    expect(contactRefusal({ firstName: null, lastName: null, customerId: null }, customer)).toBe(
      'The contact is not a contact of Åkeri Väst AB; choose one of its contacts',
    );
  });
});
