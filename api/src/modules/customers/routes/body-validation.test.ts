import { authHeader } from '../../../../test/auth';
import { buildTestApp, type TestApp } from '../../../../test/helper';

let t: TestApp;
let headers: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp();
  headers = await authHeader(t.app, 'admin');
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, data?: unknown) =>
  t.app.inject({ method, url, headers, ...(data === undefined ? {} : { payload: { data } as object }) });
const read = async (url: string) => (await call('GET', url)).json().data as Record<string, unknown>;
const total = async (url: string) => (await call('GET', url)).json().meta.pagination.total as number;

const customerBody = { companyName: 'Bergkvist Åkeri AB', organizationNumber: '556036-0793', emailAddress: 'info@bergkvist.se' };
const newCustomer = async () => (await call('POST', '/api/customers', customerBody)).json().data as { id: number; documentId: string };
const newContact = async (customer: string) =>
  (await call('POST', '/api/customer-contacts', { customer, firstName: 'Eva', lastName: 'Berg' })).json().data as { documentId: string };
const newFilter = async () =>
  (await call('POST', '/api/customer-filters', { name: 'Aktiva', customerStatus: 'active' })).json().data as { documentId: string };

describe('customers, contacts and saved filters: a wrong type is a 400 naming the field, and nothing changes', () => {
  it.each([
    ['paymentTermsDays', { paymentTermsDays: 'thirty' }],
    ['companyName', { companyName: { first: 'Acme' } }],
    ['profilePhoto', { profilePhoto: { x: 1 } }],
    ['customerStatus', { customerStatus: ['active'] }],
  ])('PUT /api/customers/:id with a bad %s', async (field, data) => {
    const customer = await newCustomer();
    const before = await read(`/api/customers/${customer.documentId}`);
    const res = await call('PUT', `/api/customers/${customer.documentId}`, { companyAddress: 'Ringögatan 1', ...data });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ data: null, error: { status: 400, name: 'ValidationError' } });
    expect(res.json().error.details.errors).toEqual([expect.objectContaining({ path: [field] })]);
    expect(await read(`/api/customers/${customer.documentId}`)).toEqual(before);
  });

  it('PUT /api/customer-contacts/:id with a non-boolean SMS consent', async () => {
    const contact = await newContact((await newCustomer()).documentId);
    const before = await read(`/api/customer-contacts/${contact.documentId}`);
    const res = await call('PUT', `/api/customer-contacts/${contact.documentId}`, { lastName: 'Ek', smsConsent: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.errors).toEqual([expect.objectContaining({ path: ['smsConsent'], value: 'yes' })]);
    expect(await read(`/api/customer-contacts/${contact.documentId}`)).toEqual(before);
  });

  it('PUT /api/customer-filters/:id with non-numeric payment terms', async () => {
    const filter = await newFilter();
    const before = await read(`/api/customer-filters/${filter.documentId}`);
    const res = await call('PUT', `/api/customer-filters/${filter.documentId}`, { name: 'Renamed', paymentTermsDays: '30 days' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.errors).toEqual([expect.objectContaining({ path: ['paymentTermsDays'] })]);
    expect(await read(`/api/customer-filters/${filter.documentId}`)).toEqual(before);
  });
});

describe('customers, contacts and saved filters refuse unknown body keys as the engine does (400 Invalid key)', () => {
  const expectInvalidKey = (res: { statusCode: number; json: () => { error: unknown } }, key: string) => {
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      status: 400,
      name: 'ValidationError',
      message: `Invalid key ${key}`,
      details: { key, source: 'body' },
    });
  };

  it.each([
    ['an unknown key', 'nickname', { nickname: 'Acme' }],
    ['an id', 'id', { id: 7 }],
    ['a relation the route does not write', 'contacts', { contacts: [] }],
  ])('POST /api/customers with %s writes nothing', async (_what, key, extra) => {
    const before = await total('/api/customers');
    expectInvalidKey(await call('POST', '/api/customers', { ...customerBody, ...extra }), key);
    expect(await total('/api/customers')).toBe(before);
  });

  it('PUT /api/customers/:id with an unknown key changes nothing', async () => {
    const customer = await newCustomer();
    expectInvalidKey(
      await call('PUT', `/api/customers/${customer.documentId}`, { companyName: 'Renamed AB', companyname: 'x' }),
      'companyname',
    );
    expect((await read(`/api/customers/${customer.documentId}`)).companyName).toBe(customerBody.companyName);
  });

  it('contacts: an unknown key on create, and moving a contact to another customer on update', async () => {
    const customer = await newCustomer();
    const before = await total('/api/customer-contacts');
    expectInvalidKey(
      await call('POST', '/api/customer-contacts', { customer: customer.documentId, firstName: 'A', lastName: 'B', title: 'CEO' }),
      'title',
    );
    expect(await total('/api/customer-contacts')).toBe(before);
    const contact = await newContact(customer.documentId);
    const other = await newCustomer();
    expectInvalidKey(
      await call('PUT', `/api/customer-contacts/${contact.documentId}?populate=customer`, {
        customer: other.documentId,
        firstName: 'Moved',
      }),
      'customer',
    );
    const after = (await call('GET', `/api/customer-contacts/${contact.documentId}?populate=customer`)).json().data;
    expect(after).toMatchObject({ firstName: 'Eva', customer: { documentId: customer.documentId } });
  });

  it('saved filters: a private owner id or an unknown key is refused', async () => {
    const before = await total('/api/customer-filters');
    expectInvalidKey(await call('POST', '/api/customer-filters', { name: 'Mine', ownerId: 1 }), 'ownerId');
    expect(await total('/api/customer-filters')).toBe(before);
    const filter = await newFilter();
    expectInvalidKey(await call('PUT', `/api/customer-filters/${filter.documentId}`, { name: 'Renamed', city: 'Borås' }), 'city');
    expect((await read(`/api/customer-filters/${filter.documentId}`)).name).toBe('Aktiva');
  });

  it('still accepts every key the customer forms send', async () => {
    const full = {
      ...customerBody,
      companyAddress: 'Ringögatan 1',
      countryCode: 'SE',
      phoneNumber: '+46 31 12 34 56',
      websiteUrl: 'www.bergkvist.se',
      customerStatus: 'active',
      idFortNox: '42',
      referenceNumber: 'R1',
      currency: 'SEK',
      vatNumber: null,
      vatType: 'SEVAT',
      paymentType: 'invoice',
      paymentNumber: null,
      ibanNumber: null,
      paymentTermsDays: 30,
      invoiceEmail: null,
      invoiceDelivery: 'email',
      cmrEmailAddress: null,
      emailCC: null,
    };
    expect((await call('POST', '/api/customers', full)).statusCode).toBe(201);
    const filter = { name: 'All', search: null, customerStatus: null, countryCode: null, vatType: null, paymentTermsDays: null };
    expect((await call('POST', '/api/customer-filters', filter)).statusCode).toBe(201);
    const contact = { firstName: 'A', lastName: 'B', emailAddress: null, phoneNumber: null, role: 'site', smsConsent: true };
    expect((await call('POST', '/api/customer-contacts', { ...contact, customer: (await newCustomer()).documentId })).statusCode).toBe(201);
  });
});
