import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform, entry, listReply, priceLine, type FakeRoute } from '@haulage/shared/area-kit/testing';
import { DEFAULT_EVENT_CHOICES } from '@haulage/shared/contracts';
import { renderCustomers } from '#testing';

const customer = {
  ...entry('cust1', 1),
  companyName: 'Nord Bygg AB',
  organizationNumber: '556036-0793',
  companyAddress: 'Hamngatan 1, Göteborg',
  emailAddress: 'info@nordbygg.se',
  phoneNumber: null,
  websiteUrl: null,
  idFortNox: '1001',
  referenceNumber: null,
  paymentType: 'bankgiro',
  paymentNumber: '5050-1055',
  ibanNumber: null,
  cmrEmailAddress: null,
  emailCC: null,
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
};
const model = {
  ...entry('model1', 9),
  name: 'Generic model',
  currency: 'SEK',
  customer: null,
  status: 'active',
  lines: [priceLine('truck', 'hour', 65000, { minQuantity: 2 }), priceLine('truck', 'km', 1850), priceLine('van', 'hour', 45000)],
};

const notificationChoices = { customer: 'cust1', etaThresholdMinutes: 30, events: DEFAULT_EVENT_CHOICES, contacts: [] };

const routes = (extra: FakeRoute[] = []): FakeRoute[] => [
  { method: 'GET', path: /^\/api\/customers\/cust1\/notifications/, reply: () => [200, { data: notificationChoices, meta: {} }] },
  ...extra,
  { method: 'GET', path: /^\/api\/customers\/cust1/, reply: () => [200, { data: customer, meta: {} }] },
  {
    method: 'GET',
    path: /^\/api\/customer-contacts/,
    reply: () =>
      listReply([
        {
          ...entry('con1', 3),
          firstName: 'Åsa',
          lastName: 'Lind',
          emailAddress: 'asa@nordbygg.se',
          phoneNumber: null,
          role: 'booking',
          smsConsent: true,
        },
      ]),
  },
  { method: 'GET', path: /^\/api\/customer-pricing\/model/, reply: () => [200, { data: model, meta: {} }] },
  { method: 'GET', path: /^\/api\/customer-pricings/, reply: () => listReply([]) },
  {
    method: 'GET',
    path: /^\/api\/audit-entries/,
    reply: () =>
      listReply([
        {
          ...entry('aud1', 4),
          entityType: 'customers',
          entityId: 'cust1',
          action: 'update',
          changes: [{ field: 'paymentTermsDays', from: 20, to: 30 }],
          user: { id: 1, name: 'Eva Ek' },
          at: '2026-03-01T09:30:00.000Z',
        },
      ]),
  },
];

describe('customer details', () => {
  it('says when the customer is invoiced one job at a time', async () => {
    const perJob: FakeRoute = {
      method: 'GET',
      path: /^\/api\/customers\/cust1/,
      reply: () => [200, { data: { ...customer, invoicePerJob: true }, meta: {} }],
    };
    const { platform } = createFakePlatform(routes([perJob]));
    renderCustomers('/customers/customerDetails?id=cust1', platform);
    const details = await screen.findByRole('region', { name: 'Customer details' });
    expect(within(details).getByText('Invoicing').nextSibling).toHaveTextContent('One invoice per job');
  });

  it('shows the customer, contacts, inherited prices, the history and the Jobs and Invoices places', async () => {
    const { platform, calls } = createFakePlatform(routes());
    renderCustomers('/customers/customerDetails?id=cust1', platform);
    expect(await screen.findByRole('heading', { name: 'Nord Bygg AB' })).toBeInTheDocument();
    expect(screen.getByText('30 days')).toBeInTheDocument();
    expect(screen.getByText('Sweden, with VAT (SEVAT)')).toBeInTheDocument();
    expect(screen.getByText('One invoice per period')).toBeInTheDocument();
    expect(await screen.findByText('Åsa Lind')).toBeInTheDocument();
    expect(await screen.findByText(/Payment terms \(days\): 20 → 30/)).toBeInTheDocument();
    expect(screen.getByText(/Changed customer · Eva Ek · 2026-03-01 10:30/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Jobs' })).toHaveTextContent('No jobs yet');
    expect(screen.getByRole('region', { name: 'Invoices' })).toHaveTextContent('No invoices yet');
    const agreement = await screen.findByRole('table', { name: 'Price agreement' });
    expect(within(agreement).getAllByText('Inherited')).toHaveLength(3);
    expect(calls.map((call) => call.url)).toContain(
      '/api/audit-entries?sort[0]=at:desc&pagination[page]=1&pagination[pageSize]=50&pagination[withCount]=true&filters[customerDocumentId][$eq]=cust1',
    );
    expect(calls.map((call) => call.url)).toContain(
      '/api/customer-pricings?sort[0]=updatedAt:desc&pagination[page]=1&pagination[pageSize]=1&pagination[withCount]=true&filters[customer][documentId][$eq]=cust1',
    );
  });

  it('adds a contact with a role, SMS consent and a language of their own', async () => {
    const { platform, calls, toasts } = createFakePlatform(
      routes([
        {
          method: 'POST',
          path: /^\/api\/customer-contacts$/,
          reply: (call) => [201, { data: { ...entry('con2', 5), ...call.body.data }, meta: {} }],
        },
      ]),
    );
    renderCustomers('/customers/customerDetails?id=cust1', platform);
    await userEvent.click(await screen.findByRole('button', { name: 'Add contact' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Per');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Holm');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Contact phone' }), '070-123 45 67');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'site');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Consents to SMS' }));
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Language' }), 'en');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts).toContainEqual({ status: 'success', message: 'Contact is created successfully' }));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      data: {
        customer: 'cust1',
        firstName: 'Per',
        lastName: 'Holm',
        emailAddress: null,
        phoneNumber: '070-123 45 67',
        role: 'site',
        smsConsent: true,
        language: 'en',
      },
    });
  });

  it('lets finance override one price line and sends only that override', async () => {
    const { platform, calls } = createFakePlatform(
      routes([
        {
          method: 'POST',
          path: /^\/api\/customer-pricings$/,
          reply: (call) => [201, { data: { ...entry('agr1', 6), ...call.body.data }, meta: {} }],
        },
      ]),
      'finance',
    );
    renderCustomers('/customers/customerDetails?id=cust1', platform);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit prices' }));
    const hour = screen.getByRole('textbox', { name: 'Truck hours price (kr per h)' });
    expect(hour).toHaveValue('650');
    expect(hour).toHaveAttribute('readonly');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Override Truck hours' }));
    await userEvent.clear(hour);
    await userEvent.type(hour, '590,50');
    expect(screen.getByRole('region', { name: 'Price preview' })).toHaveTextContent(/2\s362,00/);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const body = calls.find((call) => call.method === 'POST')!.body;
    expect(body.data).toMatchObject({ customer: 'cust1', name: 'Nord Bygg AB price agreement', currency: 'SEK' });
    expect(body.data?.lines).toEqual([
      { vehicleClass: 'truck', component: 'hour', unitPrice: 59050, minQuantity: 2, minCharge: null, freeQuantity: null, rounding: 'none' },
    ]);
  });

  it('lets a dispatcher read prices but not edit them', async () => {
    const { platform } = createFakePlatform(routes(), 'dispatcher');
    renderCustomers('/customers/customerDetails?id=cust1', platform);
    expect(await screen.findByRole('table', { name: 'Price agreement' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit prices' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add contact' })).toBeInTheDocument();
  });

  it('shows a viewer no edit buttons at all', async () => {
    const { platform } = createFakePlatform(routes(), 'viewer');
    renderCustomers('/customers/customerDetails?id=cust1', platform);
    await screen.findByText('Åsa Lind');
    for (const name of ['Edit customer', 'Delete customer', 'Add contact', 'Edit prices', 'Edit Åsa Lind', 'Delete Åsa Lind']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.getByText('Prices are visible to office staff only.')).toBeInTheDocument();
  });

  it('shows the company logo’s thumbnail under the API’s url', async () => {
    const profilePhoto = {
      id: 12,
      documentId: 'file12',
      name: 'nord.png',
      url: '/uploads/nord.png',
      mime: 'image/png',
      size: 2048,
      width: 600,
      height: 300,
      formats: { thumbnail: { url: '/uploads/thumbnail_nord.png', width: 156, height: 78 } },
    };
    const { platform } = createFakePlatform(
      routes([{ method: 'GET', path: /^\/api\/customers\/cust1/, reply: () => [200, { data: { ...customer, profilePhoto }, meta: {} }] }]),
    );
    renderCustomers('/customers/customerDetails?id=cust1', platform);
    expect(await screen.findByRole('img', { name: 'Nord Bygg AB logo' })).toHaveAttribute(
      'src',
      'http://api.test/uploads/thumbnail_nord.png',
    );
  });
});
