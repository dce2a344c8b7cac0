import { contactToForm, formToContactPayload } from './contact-form';

describe('contact form ↔ payload', () => {
  it('starts a new contact as a booking contact without SMS consent', () => {
    expect(contactToForm()).toEqual({
      firstName: '',
      lastName: '',
      emailAddress: '',
      phoneNumber: '',
      role: 'booking',
      smsConsent: false,
      language: '',
    });
  });

  it('links the contact to the customer and sends blank optional fields as null', () => {
    const payload = formToContactPayload('cust1')({
      firstName: ' Åsa ',
      lastName: 'Lind',
      emailAddress: '',
      phoneNumber: '070-123 45 67',
      role: 'invoice',
      smsConsent: true,
      language: 'en',
    });
    expect(payload).toEqual({
      customer: 'cust1',
      firstName: 'Åsa',
      lastName: 'Lind',
      emailAddress: null,
      phoneNumber: '070-123 45 67',
      role: 'invoice',
      smsConsent: true,
      language: 'en',
    });
  });

  it("sends an empty language as null: the contact reads the customer's", () => {
    expect(formToContactPayload('c')({ ...contactToForm(), firstName: 'A', lastName: 'B' }).language).toBeNull();
  });
});
