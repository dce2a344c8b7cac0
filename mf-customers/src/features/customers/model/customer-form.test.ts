import type { Customer } from '@haulage/shared/contracts';
import { customerToForm, emptyCustomerForm, formToCustomerPayload } from './customer-form';

const stored: Customer = {
  id: 7,
  documentId: 'c7',
  createdAt: '',
  updatedAt: '',
  publishedAt: '',
  companyName: 'Åkeri Nord AB',
  companyAddress: 'Hamngatan 1, Göteborg',
  emailAddress: 'info@nord.se',
  phoneNumber: null,
  websiteUrl: null,
  idFortNox: '1001',
  referenceNumber: null,
  paymentType: 'bankgiro',
  paymentNumber: '5050-1055',
  ibanNumber: null,
  cmrEmailAddress: null,
  emailCC: null,
  organizationNumber: '556036-0793',
  customerStatus: 'active',
  currency: 'SEK',
  vatNumber: 'SE556036079301',
  vatType: 'SEVAT',
  countryCode: 'SE',
  paymentTermsDays: 30,
  invoiceEmail: null,
  invoiceDelivery: 'email',
  invoicePerJob: false,
  documentsWithInvoices: false,
  language: 'sv',
};

describe('customer form ↔ payload', () => {
  it('starts a new customer as a Swedish, active, SEK customer on 30 days', () => {
    expect(emptyCustomerForm()).toMatchObject({
      companyName: '',
      countryCode: 'SE',
      customerStatus: 'active',
      currency: 'SEK',
      paymentTermsDays: '30',
      vatType: 'SEVAT',
    });
  });

  it('keeps the choice of one invoice per job, off for a new customer', () => {
    expect(emptyCustomerForm().invoicePerJob).toBe(false);
    expect(customerToForm({ ...stored, invoicePerJob: true }).invoicePerJob).toBe(true);
    expect(formToCustomerPayload({ ...customerToForm(stored), invoicePerJob: true })).toMatchObject({ invoicePerJob: true });
  });

  it('keeps whether the invoice e-mail carries the jobs’ documents, off for a new customer', () => {
    expect(emptyCustomerForm().documentsWithInvoices).toBe(false);
    expect(customerToForm({ ...stored, documentsWithInvoices: true }).documentsWithInvoices).toBe(true);
    expect(formToCustomerPayload({ ...customerToForm(stored), documentsWithInvoices: true })).toMatchObject({
      documentsWithInvoices: true,
    });
  });

  it('keeps the customer’s language, Swedish for a new customer', () => {
    expect(emptyCustomerForm().language).toBe('sv');
    expect(customerToForm({ ...stored, language: 'en' }).language).toBe('en');
    expect(formToCustomerPayload({ ...customerToForm(stored), language: 'en' })).toMatchObject({ language: 'en' });
  });

  it('shows stored nulls as empty inputs and numbers as text', () => {
    const form = customerToForm(stored);
    expect(form.phoneNumber).toBe('');
    expect(form.paymentNumber).toBe('5050-1055');
    expect(form.paymentTermsDays).toBe('30');
  });

  it('sends cleared inputs as null, trims text and sends the terms as a number', () => {
    const payload = formToCustomerPayload({
      ...customerToForm(stored),
      companyName: '  Åkeri Nord AB ',
      idFortNox: ' ',
      paymentTermsDays: '45',
      countryCode: 'se',
    });
    expect(payload).toMatchObject({
      companyName: 'Åkeri Nord AB',
      idFortNox: null,
      phoneNumber: null,
      paymentTermsDays: 45,
      countryCode: 'SE',
      paymentNumber: '5050-1055',
    });
  });

  it('leaves the terms out when empty so the server default applies', () => {
    expect(formToCustomerPayload({ ...emptyCustomerForm(), paymentTermsDays: '' }).paymentTermsDays).toBeUndefined();
  });

  it('sends the uploaded logo’s id and leaves it out when there is none', () => {
    expect(formToCustomerPayload({ ...emptyCustomerForm(), companyName: 'Nord AB', profilePhoto: 12 }).profilePhoto).toBe(12);
    expect('profilePhoto' in formToCustomerPayload(emptyCustomerForm())).toBe(false);
    const logo = {
      id: 5,
      documentId: 'f5',
      name: 'l.png',
      url: '/uploads/l.png',
      mime: 'image/png',
      size: 1,
      width: null,
      height: null,
      formats: null,
    };
    expect(customerToForm({ ...stored, profilePhoto: logo }).profilePhoto).toBe(5);
  });
});
