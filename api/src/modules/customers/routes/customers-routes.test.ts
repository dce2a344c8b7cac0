import { buildTestApp, type TestApp } from '../../../../test/helper';
import { authHeader } from '../../../../test/auth';
import { registerCustomerDependent, unregisterCustomerDependent } from '../services/dependents';

let t: TestApp;
let headers: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp();
  headers = await authHeader(t.app, 'dispatcher');
});
afterAll(async () => t.close());

const valid = { companyName: 'Bergkvist Åkeri AB', organizationNumber: '556036-0793', emailAddress: 'info@bergkvist.se' };

const wrap = (url: string, payload: unknown) => (url.endsWith('/rate') ? payload : { data: payload });
const post = (url: string, payload: unknown, h = headers) =>
  t.app.inject({ method: 'POST', url, payload: wrap(url, payload) as object, headers: h });
const get = (url: string, h = headers) => t.app.inject({ method: 'GET', url, headers: h });
const count = async () => (await get('/api/customers')).json().meta.pagination.total as number;

describe('customers: validation through HTTP', () => {
  it('refuses a body without the Strapi data wrapper, and writes nothing', async () => {
    const before = await count();
    const res = await t.app.inject({ method: 'POST', url: '/api/customers', payload: valid, headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Missing "data" payload in the request body');
    expect(await count()).toBe(before);
  });

  it.each([
    ['organizationNumber', { organizationNumber: '556036-0792' }, 'Organisation number 556036-0792 has a wrong check digit'],
    ['organizationNumber', { organizationNumber: '12345' }, 'Organisation number 12345 must be 10 digits written NNNNNN-NNNN'],
    ['emailAddress', { emailAddress: 'info@' }, 'info@ is not an e-mail address'],
    ['phoneNumber', { phoneNumber: 'ring mig' }, 'ring mig is not a phone number (e.g. +46 70 123 45 67)'],
    ['ibanNumber', { ibanNumber: 'SE45 5000 0000 0583 9825 7467' }, 'IBAN SE45 5000 0000 0583 9825 7467 has wrong check digits'],
    ['paymentNumber', { paymentType: 'bankgiro', paymentNumber: '5050-1056' }, 'Bankgiro number 5050-1056 has a wrong check digit'],
    ['paymentNumber', { paymentType: 'plusgiro', paymentNumber: '4 12 34-5' }, 'Plusgiro number 4 12 34-5 has a wrong check digit'],
    ['vatNumber', { vatNumber: 'SE556036079201' }, 'VAT number SE556036079201 contains an organisation number with a wrong check digit'],
    [
      'vatNumber',
      { countryCode: 'DE', organizationNumber: null, vatType: 'EUREVERSEDVAT' },
      'Reverse charge needs the customer\u2019s VAT number',
    ],
    ['invoiceEmail', { emailAddress: null }, 'Invoices by e-mail need an invoice e-mail or the company e-mail address'],
    ['emailCC', { emailCC: 'a@b.se, nope' }, 'nope is not an e-mail address'],
    ['paymentTermsDays', { paymentTermsDays: 121 }, 'Payment terms must be at most 120'],
    ['currency', { currency: 'SEKK' }, 'Currency must be one of: SEK, EUR, NOK, DKK, USD, GBP'],
    ['customerStatus', { customerStatus: 'gone' }, 'Customer status must be one of: active, inactive, blocked, archived'],
    ['language', { language: 'de' }, 'Language must be one of: sv, en'],
  ])('refuses a bad %s with a 400 naming it, and writes nothing', async (field, change, message) => {
    const before = await count();
    const res = await post('/api/customers', { ...valid, ...change });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.name).toBe('ValidationError');
    expect(body.error.details.errors).toEqual([expect.objectContaining({ path: [field], message })]);
    expect(await count()).toBe(before);
  });

  it.each([
    ['a bankgiro customer', { paymentType: 'bankgiro', paymentNumber: '5050-1055' }],
    ['a plusgiro customer', { paymentType: 'plusgiro', paymentNumber: '4 12 34-6' }],
    ['an IBAN customer', { paymentType: 'iban', ibanNumber: 'SE45 5000 0000 0583 9825 7466' }],
    ['a sole trader', { organizationNumber: '811218-9876' }],
    [
      'a German reverse-charge customer',
      { countryCode: 'DE', organizationNumber: null, vatType: 'EUREVERSEDVAT', vatNumber: 'DE123456789', currency: 'EUR' },
    ],
    [
      'a customer with a VAT number and CC list',
      { vatNumber: 'SE556036079301', emailCC: 'a@b.se; c@d.se', phoneNumber: '+46 31 12 34 56' },
    ],
  ])('accepts %s', async (_label, change) => {
    const res = await post('/api/customers', { ...valid, ...change });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      companyName: valid.companyName,
      currency: expect.any(String),
      paymentTermsDays: 30,
      documentId: expect.any(String),
    });
  });

  it('keeps unsent fields on update and checks rules on the merged customer', async () => {
    const created = (await post('/api/customers', { ...valid, customerStatus: 'blocked', paymentTermsDays: 10 })).json().data;
    const put = (payload: unknown) =>
      t.app.inject({ method: 'PUT', url: `/api/customers/${created.documentId}`, payload: { data: payload } as object, headers });
    const res = await put({ companyAddress: 'Ringögatan 1, 417 07 Göteborg' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      customerStatus: 'blocked',
      paymentTermsDays: 10,
      companyAddress: 'Ringögatan 1, 417 07 Göteborg',
    });
    const digits = await put({ organizationNumber: '5560125790' });
    expect(digits.json().data.organizationNumber).toBe('556012-5790');
    const bad = await put({ paymentType: 'bankgiro' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.errors[0]).toMatchObject({ path: ['paymentNumber'], message: 'Please enter the bankgiro number' });
  });
});

describe('customers: search and contacts', () => {
  it("finds a customer by a contact's name, case-insensitively", async () => {
    const customer = (await post('/api/customers', { ...valid, companyName: 'Lerums Grus AB' })).json().data;
    const contact = await post('/api/customer-contacts', {
      customer: customer.documentId,
      firstName: 'Örjan',
      lastName: 'Åkesson',
      role: 'site',
      phoneNumber: '070-123 45 67',
    });
    expect(contact.statusCode).toBe(201);
    await post('/api/customer-contacts', { customer: customer.documentId, firstName: 'Örjan', lastName: 'Berg', role: 'booking' });
    const search = (term: string) =>
      get(
        `/api/customers?filters[$or][0][companyName][$containsi]=${encodeURIComponent(term)}&filters[$or][1][contacts][firstName][$containsi]=${encodeURIComponent(term)}&filters[$or][2][contacts][lastName][$containsi]=${encodeURIComponent(term)}`,
      );
    const byFirst = (await search('örjan')).json();
    expect(byFirst.data.map((c: { companyName: string }) => c.companyName)).toEqual(['Lerums Grus AB']);
    expect((await search('ÅKESS')).json().data).toHaveLength(1);
    expect((await search('nobody')).json().data).toHaveLength(0);
    const contacts = (await get(`/api/customer-contacts?filters[customer][documentId][$eq]=${customer.documentId}`)).json();
    expect(contacts.data).toEqual([
      expect.objectContaining({ firstName: 'Örjan', lastName: 'Åkesson', role: 'site', smsConsent: false }),
      expect.objectContaining({ firstName: 'Örjan', lastName: 'Berg', role: 'booking' }),
    ]);
  });

  it('keeps a language per customer (Swedish unless told) and per contact (the customer\u2019s unless told)', async () => {
    const swedish = (await post('/api/customers', valid)).json().data;
    expect(swedish.language).toBe('sv');
    const english = (await post('/api/customers', { ...valid, language: 'en' })).json().data;
    expect(english.language).toBe('en');
    const contact = async (language?: string) =>
      (await post('/api/customer-contacts', { customer: english.documentId, firstName: 'Anna', lastName: 'Lind', language })).json().data;
    expect((await contact()).language).toBeNull();
    expect((await contact('sv')).language).toBe('sv');
    const bad = await post('/api/customer-contacts', { customer: english.documentId, firstName: 'A', lastName: 'B', language: 'fi' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.errors[0]).toMatchObject({ path: ['language'], message: 'Language must be one of: sv, en' });
  });

  it('refuses a contact with a bad e-mail or an unknown customer', async () => {
    const customer = (await post('/api/customers', valid)).json().data;
    const bad = await post('/api/customer-contacts', { customer: customer.documentId, firstName: 'A', lastName: 'B', emailAddress: 'a@' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.errors[0]).toMatchObject({ path: ['emailAddress'], message: 'a@ is not an e-mail address' });
    const orphan = await post('/api/customer-contacts', { customer: 'nope', firstName: 'A', lastName: 'B' });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().error.details.errors[0]).toMatchObject({ path: ['customer'], message: 'The customer does not exist' });
  });
});

describe('customers: delete, archive or refuse', () => {
  const admin = async () => authHeader(t.app, 'admin');
  const del = async (id: string) => t.app.inject({ method: 'DELETE', url: `/api/customers/${id}`, headers: await admin() });

  it('deletes a customer with nothing attached (204)', async () => {
    const customer = (await post('/api/customers', valid)).json().data;
    expect((await del(customer.documentId)).statusCode).toBe(204);
    expect((await get(`/api/customers/${customer.documentId}`)).statusCode).toBe(404);
  });

  it('archives a customer that has contacts (200 with the archived entry)', async () => {
    const customer = (await post('/api/customers', valid)).json().data;
    await post('/api/customer-contacts', { customer: customer.id, firstName: 'Anna', lastName: 'Karlsson' });
    const res = await del(customer.documentId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { documentId: customer.documentId, customerStatus: 'archived' }, meta: { archived: true } });
  });

  it('refuses while jobs or invoices point at the customer, with a clear message', async () => {
    const customer = (await post('/api/customers', { ...valid, companyName: 'Malmö Hamn AB' })).json().data;
    registerCustomerDependent({
      name: 'test-jobs',
      count: async (_db, id) => (id === customer.id ? 3 : 0),
      describe: (n) => `has ${n} jobs`,
    });
    try {
      const res = await del(customer.documentId);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        name: 'ApplicationError',
        message: 'Malmö Hamn AB cannot be deleted because it has 3 jobs. Set its status to inactive or archived instead.',
      });
      expect((await get(`/api/customers/${customer.documentId}`)).json().data.customerStatus).toBe('active');
    } finally {
      unregisterCustomerDependent('test-jobs');
    }
  });
});

describe('customers: audit trail', () => {
  it('records create, update and contact changes with who and what, newest first', async () => {
    const customer = (await post('/api/customers', valid)).json().data;
    await t.app.inject({
      method: 'PUT',
      url: `/api/customers/${customer.documentId}`,
      payload: { data: { paymentTermsDays: 45 } },
      headers,
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/customers/${customer.documentId}`,
      payload: { data: { paymentTermsDays: 45 } },
      headers,
    });
    await post('/api/customer-contacts', { customer: customer.documentId, firstName: 'Eva', lastName: 'Berg' });
    const own = (await get(`/api/audit-entries?filters[entityId][$eq]=${customer.documentId}`)).json();
    expect(own.data.map((e: { action: string }) => e.action)).toEqual(['update', 'create']);
    expect(own.data[0]).toMatchObject({
      entityType: 'customers',
      changes: [{ field: 'paymentTermsDays', from: 30, to: 45 }],
      user: { id: expect.any(Number), name: 'Test dispatcher' },
      at: expect.any(String),
    });
    const all = (await get(`/api/audit-entries?filters[customerDocumentId][$eq]=${customer.documentId}`)).json();
    expect(all.data.map((e: { entityType: string }) => e.entityType)).toEqual(['customer-contacts', 'customers', 'customers']);
  });

  it('audits contact edits and deletes under the customer', async () => {
    const customer = (await post('/api/customers', valid)).json().data;
    const contact = (await post('/api/customer-contacts', { customer: customer.documentId, firstName: 'Eva', lastName: 'Berg' })).json()
      .data;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/customer-contacts/${contact.documentId}`,
      payload: { data: { smsConsent: true, role: 'invoice' } },
      headers,
    });
    expect(put.json().data).toMatchObject({ firstName: 'Eva', smsConsent: true, role: 'invoice' });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/customer-contacts/${contact.documentId}`, headers })).statusCode).toBe(204);
    const trail = (await get(`/api/audit-entries?filters[entityId][$eq]=${contact.documentId}`)).json().data;
    expect(trail.map((e: { action: string }) => e.action)).toEqual(['delete', 'update', 'create']);
    expect(trail[1].changes).toEqual([
      { field: 'role', from: 'booking', to: 'invoice' },
      { field: 'smsConsent', from: false, to: true },
    ]);
    expect(trail[0].customerDocumentId).toBe(customer.documentId);
  });
});
