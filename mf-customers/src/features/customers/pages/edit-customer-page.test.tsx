import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform, entry, listReply, type FakeRoute } from '@haulage/shared/area-kit/testing';
import { DEFAULT_EVENT_CHOICES } from '@haulage/shared/contracts';
import { renderCustomers } from '#testing';

const customer = {
  ...entry('cust1', 1),
  companyName: 'Nord Bygg AB',
  organizationNumber: '556036-0793',
  companyAddress: null,
  emailAddress: 'info@nordbygg.se',
  phoneNumber: null,
  websiteUrl: null,
  idFortNox: null,
  referenceNumber: null,
  paymentType: 'invoice',
  paymentNumber: null,
  ibanNumber: null,
  cmrEmailAddress: null,
  emailCC: null,
  customerStatus: 'active',
  currency: 'SEK',
  vatNumber: null,
  vatType: 'SEVAT',
  countryCode: 'SE',
  paymentTermsDays: 30,
  invoiceEmail: null,
  invoiceDelivery: 'email',
  invoicePerJob: false,
  documentsWithInvoices: false,
};

// The details page also shows the customer's notification choices (before the broader customer route).
const notificationsRoute: FakeRoute = {
  method: 'GET',
  path: /^\/api\/customers\/cust1\/notifications/,
  reply: () => [200, { data: { customer: 'cust1', etaThresholdMinutes: 30, events: DEFAULT_EVENT_CHOICES, contacts: [] }, meta: {} }],
};

const modelRoute: FakeRoute = {
  method: 'GET',
  path: /^\/api\/customer-pricing\/model/,
  reply: () => [200, { data: { ...entry('model1'), name: 'Generic', currency: 'SEK', lines: [] }, meta: {} }],
};

describe('edit and delete a customer', () => {
  it('loads the customer into the form and puts the changes', async () => {
    const { platform, calls, toasts } = createFakePlatform([
      notificationsRoute,
      { method: 'GET', path: /^\/api\/customers\/cust1/, reply: () => [200, { data: customer, meta: {} }] },
      { method: 'PUT', path: /^\/api\/customers\/cust1$/, reply: (call) => [200, { data: { ...customer, ...call.body.data }, meta: {} }] },
      modelRoute,
      { method: 'GET', path: /^\/api\//, reply: () => listReply([]) },
    ]);
    renderCustomers('/customers/editCustomer?id=cust1', platform);
    const terms = await screen.findByRole('spinbutton', { name: 'Payment terms (days)' });
    expect(screen.getByRole('textbox', { name: /Company name/ })).toHaveValue('Nord Bygg AB');
    await userEvent.clear(terms);
    await userEvent.type(terms, '45');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts).toContainEqual({ status: 'success', message: 'Customer is updated successfully' }));
    expect(calls.find((call) => call.method === 'PUT')!.body.data).toMatchObject({ companyName: 'Nord Bygg AB', paymentTermsDays: 45 });
  });

  it('stores the choice of one invoice per job', async () => {
    const { platform, calls } = createFakePlatform([
      notificationsRoute,
      { method: 'GET', path: /^\/api\/customers\/cust1/, reply: () => [200, { data: customer, meta: {} }] },
      { method: 'PUT', path: /^\/api\/customers\/cust1$/, reply: (call) => [200, { data: { ...customer, ...call.body.data }, meta: {} }] },
      modelRoute,
      { method: 'GET', path: /^\/api\//, reply: () => listReply([]) },
    ]);
    renderCustomers('/customers/editCustomer?id=cust1', platform);
    const perJob = await screen.findByRole('checkbox', { name: 'One invoice per job' });
    expect(perJob).not.toBeChecked();
    await userEvent.click(perJob);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body.data).toMatchObject({ invoicePerJob: true }));
  });

  it('stores the choice of sending the jobs’ documents with the invoice', async () => {
    const { platform, calls } = createFakePlatform([
      notificationsRoute,
      { method: 'GET', path: /^\/api\/customers\/cust1/, reply: () => [200, { data: customer, meta: {} }] },
      { method: 'PUT', path: /^\/api\/customers\/cust1$/, reply: (call) => [200, { data: { ...customer, ...call.body.data }, meta: {} }] },
      modelRoute,
      { method: 'GET', path: /^\/api\//, reply: () => listReply([]) },
    ]);
    renderCustomers('/customers/editCustomer?id=cust1', platform);
    const documents = await screen.findByRole('checkbox', { name: 'Documents with invoices' });
    expect(documents).not.toBeChecked();
    await userEvent.click(documents);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body.data).toMatchObject({ documentsWithInvoices: true }));
  });

  it('shows why the API refuses to delete a customer with jobs', async () => {
    const refusal = 'Nord Bygg AB cannot be deleted because it has 3 jobs. Set its status to inactive or archived instead.';
    const { platform, toasts } = createFakePlatform([
      notificationsRoute,
      { method: 'GET', path: /^\/api\/customers\/cust1/, reply: () => [200, { data: customer, meta: {} }] },
      {
        method: 'DELETE',
        path: /^\/api\/customers\/cust1$/,
        reply: () => [400, { data: null, error: { status: 400, name: 'ApplicationError', message: refusal } }],
      },
      modelRoute,
      { method: 'GET', path: /^\/api\//, reply: () => listReply([]) },
    ]);
    renderCustomers('/customers/customerDetails?id=cust1', platform);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete customer' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // In the dialog until the user acts: a toast would be gone before it could be read.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(toasts).toEqual([]);
  });

  it('says so when the API archives instead of deleting', async () => {
    const { platform, toasts } = createFakePlatform([
      notificationsRoute,
      { method: 'GET', path: /^\/api\/customers\/cust1/, reply: () => [200, { data: customer, meta: {} }] },
      {
        method: 'DELETE',
        path: /^\/api\/customers\/cust1$/,
        reply: () => [200, { data: { ...customer, customerStatus: 'archived' }, meta: { archived: true } }],
      },
      modelRoute,
      { method: 'GET', path: /^\/api\//, reply: () => listReply([]) },
    ]);
    renderCustomers('/customers/customerDetails?id=cust1', platform);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete customer' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toasts[0]).toMatchObject({ status: 'info', message: expect.stringContaining('archived instead of deleted') }),
    );
  });
});
