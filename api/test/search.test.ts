import { sql } from 'kysely';
import { authHeader } from './auth';
import { buildTestApp, type TestApp } from './helper';

/**
 * `_q` finds what an office worker types: across a contact's first and last name, without the
 * dash of an organisation number, by e-mail or phone, without Swedish letters; and it follows
 * every write (a renamed contact, a deleted one, a renamed area) on both databases.
 */
jest.setTimeout(60_000);

let t: TestApp;
let headers: { authorization: string };
const write = (method: 'POST' | 'PUT' | 'DELETE', url: string, data?: unknown) =>
  t.app.inject({ method, url, headers, payload: data === undefined ? undefined : ({ data } as object) });
/** One page of up to 100 entries found by `_q`, in id order, and the total the list reports. */
const listed = async (resource: string, q: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/${resource}?_q=${encodeURIComponent(q)}&pagination[pageSize]=100&sort[0]=id:asc`,
    headers,
  });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { data: { id: number; documentId: string }[]; meta: { pagination: { total: number } } };
  return {
    ids: body.data.map((entry) => entry.id),
    documentIds: body.data.map((entry) => entry.documentId),
    total: body.meta.pagination.total,
  };
};
const search = async (resource: string, q: string): Promise<string[]> => (await listed(resource, q)).documentIds;

let customer: string;
beforeAll(async () => {
  t = await buildTestApp();
  headers = await authHeader(t.app, 'admin');
  customer = (
    await write('POST', '/api/customers', {
      companyName: 'Bäckströms Åkeri AB',
      organizationNumber: '556036-0793',
      emailAddress: 'info@backstroms.se',
      phoneNumber: '+46 31-123 45 67',
    })
  ).json().data.documentId;
  await write('POST', '/api/customers', {
    companyName: 'Lindqvists Frakt AB',
    organizationNumber: '556677-8899',
    emailAddress: 'hej@lindqvist.se',
  });
  await write('POST', '/api/customer-contacts', {
    firstName: 'Karin',
    lastName: 'Lindqvist',
    emailAddress: 'karin@backstroms.se',
    phoneNumber: '070-765 43 21',
    customer,
  });
});
afterAll(async () => t.close());

describe('searching customers', () => {
  it.each([
    ['a contact’s full name', 'Karin Lindqvist'],
    ['a name without Swedish letters', 'backstrom'],
    ['an organisation number without its dash', '5560360793'],
    ['a contact’s e-mail', 'karin@backstroms'],
    ['a contact’s phone as dialled', '0707654321'],
    ['the company phone in its +46 form, typed at home', '031 123 45 67'],
  ])('finds the customer by %s', async (_what, q) => {
    expect(await search('customers', q)).toEqual([customer]);
  });

  it('needs every word to match', async () => {
    expect(await search('customers', 'Karin Lindkvist')).toEqual([]);
    expect(await search('customers', 'lindqvist')).toHaveLength(2);
  });

  it('follows edits and deletions of the contacts it searches', async () => {
    const moved = (await write('POST', '/api/customer-contacts', { firstName: 'Sigrid', lastName: 'Holmgren', customer })).json().data
      .documentId;
    expect(await search('customers', 'Sigrid Holmgren')).toEqual([customer]);
    await write('PUT', `/api/customer-contacts/${moved}`, { lastName: 'Ek' });
    expect(await search('customers', 'Sigrid Holmgren')).toEqual([]);
    expect(await search('customers', 'sigrid ek')).toEqual([customer]);
    await write('DELETE', `/api/customer-contacts/${moved}`);
    expect(await search('customers', 'sigrid')).toEqual([]);
  });

  it('finds contacts by their customer’s name', async () => {
    const other = (await write('POST', '/api/customer-contacts', { firstName: 'Olle', lastName: 'Berg', customer })).json().data.documentId;
    expect(await search('customer-contacts', 'backstroms olle')).toEqual([other]);
  });
});

describe('searching trucks', () => {
  it('finds a truck by its area, and follows a renamed area', async () => {
    const area = (await write('POST', '/api/areas', { name: 'Göteborg' })).json().data.documentId;
    const truck = (
      await write('POST', '/api/trucks', {
        truckName: 'Volvo FH16',
        truckNumber: 'T-77',
        registrationPlateNumber: 'ABC123',
        truckType: 'tractor',
        area,
      })
    ).json().data.documentId;
    expect(await search('trucks', 'goteborg fh16')).toEqual([truck]);
    await write('PUT', `/api/areas/${area}`, { name: 'Borås' });
    expect(await search('trucks', 'goteborg')).toEqual([]);
    expect(await search('trucks', 'boras abc123')).toEqual([truck]);
  });
});

describe('the search index', () => {
  it('serves words of three letters or more from the trigram index and shorter ones from the short-word index', async () => {
    if (t.app.dialect === 'sqlite') {
      const { rows } = await sql<{
        n: number;
      }>`select count(*) as n from customers_search where customers_search match '"backstrom"'`.execute(t.app.db);
      expect(rows[0]!.n).toBe(1);
      const short = await sql<{ n: number }>`select count(*) as n from customers_grams where customers_grams match 'g61x62'`.execute(
        t.app.db,
      );
      expect(short.rows[0]!.n).toBe(2);
    }
    expect(await search('customers', 'backstrom')).toEqual([customer]);
    // "ab" is in both company names: too short for a trigram, it is a token of the short-word index.
    expect((await search('customers', 'ab')).length).toBe(2);
    expect(await search('customers', 'ab backstrom')).toEqual([customer]);
  });
});

describe('words of one or two characters', () => {
  // Trucks of its own holding every short word asked below, so it does not lean on other tests' trucks.
  beforeAll(async () => {
    for (const truck of [
      { truckName: 'Volvo FH 13', truckNumber: 'T-71', registrationPlateNumber: 'ABT717' },
      { truckName: 'Scania R 450', truckNumber: 'T-72', registrationPlateNumber: 'RAB172' },
    ])
      expect((await write('POST', '/api/trucks', { ...truck, truckType: 'tractor' })).statusCode).toBe(201);
  });
  const idsAndTotal = async (resource: string, q: string) => {
    const { ids, total } = await listed(resource, q);
    return { ids, total };
  };
  /** The rows whose search text holds every word: what an index must answer (SQLite's short-word index). */
  const holding = async (table: 'trucks' | 'customers', words: string[]) => {
    const { rows } = await sql<{ id: number }>`select id from ${sql.table(table)} where ${sql.join(
      words.map((word) => sql`search_text like ${`%${word}%`}`),
      sql` and `,
    )} order by id`.execute(t.app.db);
    return rows.map((row) => row.id);
  };

  it.each([
    ['trucks', '7', ['7']],
    ['trucks', 'ab', ['ab']],
    ['trucks', 'V', ['v']],
    ['trucks', 'fh 1', ['fh', '1']],
    // A word of each index: counted from the two lookups' rows intersected.
    ['trucks', 'volvo 7', ['volvo', '7']],
    ['trucks', 'rab 2', ['rab', '2']],
    ['customers', 'ö', ['o']],
    ['customers', 'åk ab', ['ak', 'ab']],
  ] as const)('finds in %s for "%s" every entry whose text holds it, and counts them', async (resource, q, words) => {
    const expected = await holding(resource, [...words]);
    expect(expected.length).toBeGreaterThan(0);
    expect(await idsAndTotal(resource, q)).toEqual({ ids: expected, total: expected.length });
  });

  it('follows a new, renamed and deleted entry', async () => {
    const truck = (
      await write('POST', '/api/trucks', {
        truckName: 'Scania R ÿ',
        truckNumber: 'T-Ж1',
        registrationPlateNumber: 'KHZ901',
        truckType: 'tractor',
      })
    ).json().data;
    expect(await idsAndTotal('trucks', 'ÿ')).toEqual({ ids: [truck.id], total: 1 });
    expect(await idsAndTotal('trucks', 'Ж')).toEqual({ ids: [truck.id], total: 1 });
    expect((await listed('trucks', 'hz')).ids).toContain(truck.id);
    expect((await write('PUT', `/api/trucks/${truck.documentId}`, { truckName: 'Scania R' })).statusCode).toBe(200);
    expect(await idsAndTotal('trucks', 'ÿ')).toEqual({ ids: [], total: 0 });
    expect(await idsAndTotal('trucks', 'Ж')).toEqual({ ids: [truck.id], total: 1 });
    expect((await write('DELETE', `/api/trucks/${truck.documentId}`)).statusCode).toBe(204);
    expect(await idsAndTotal('trucks', 'Ж')).toEqual({ ids: [], total: 0 });
    expect((await listed('trucks', 'hz')).ids).not.toContain(truck.id);
  });
});
