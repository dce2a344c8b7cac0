import qs from 'qs';
import { SYSTEM_VIEWER, createContentService, fillSearchText, getContentType, parseListQuery } from '../src/content';
import { routeContainsSearch } from '../src/content/search/contains-route';
import type { FilterNode } from '../src/content/query/plan';
import { seedCustomers } from '../src/modules/customers/index';
import { seedFleetDemoData } from '../src/modules/fleet/index';
import { authHeader } from './auth';
import { buildTestApp, type TestApp } from './helper';

/**
 * The seed's list search (`$containsi` OR-ed over the searched fields, spec §7) is answered through
 * the search index that serves `_q`, and answers exactly what the plain `$containsi` does: the same
 * entries and totals for every term, short ones, Swedish letters, decomposed and special letters
 * the index folds, and terms only a field outside the search text holds, on both databases.
 */
jest.setTimeout(180_000);

const SEARCHED = ['truckName', 'truckNumber', 'registrationPlateNumber', 'area.name'];
const LIMITS = { defaultPageSize: 25, maxPageSize: 1000 };

let t: TestApp;
let headers: { authorization: string };

const orOf = (fields: string[], term: string): string =>
  fields
    .map(
      (field, i) =>
        `filters[$or][${i}]${field
          .split('.')
          .map((key) => `[${key}]`)
          .join('')}[$containsi]=${encodeURIComponent(term)}`,
    )
    .join('&');

/** Every entry a filter matches (ids in order) and the total the list reports. */
const matches = async (filters: string, resource = 'trucks'): Promise<{ ids: number[]; total: number }> => {
  const res = await t.app.inject({ method: 'GET', url: `/api/${resource}?${filters}&pagination[pageSize]=1000&sort[0]=id:asc`, headers });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { data: { id: number }[]; meta: { pagination: { total: number } } };
  return { ids: body.data.map((entry) => entry.id), total: body.meta.pagination.total };
};

/** An `$or` child no row meets (`id` is never null): the same question, which nothing routes. */
const plain = (filters: string, children: number) => `${filters}&filters[$or][${children}][id][$null]=true`;

const EXTRA_TRUCKS = [
  ['Åkeri Östberg Scania', 'ÅÖ-1', 'ÅÖB 123'],
  ['Sko\u0308vde express', 'SK-2', 'SKV 222'],
  ['Straße Transport', 'ST-3', 'STR 333'],
  ['İzmir Lojistik', 'IZ-4', 'IZM 444'],
  ['ÉLAN ü-frakt info@frakt.se', 'EL.5', 'ELA 555'],
  ['Kelvin \u212Aran', 'KK-6', 'KEL 666'],
];

const terms = (values: string[]): string[] => {
  const found = new Set(['a', 'A', 'å', 'Å', 'ä', 'Ä', 'ö', 'Ö', 'o', 'e', 'é', 'É', 'ü', 'ss', 'ß', 'i', 'İ', 'k', 'K', '-', '.', '@']);
  for (const value of values)
    for (let i = 0; i < value.length; i += 5)
      for (const length of [1, 2, 3, 5])
        if (i + length <= value.length) {
          const piece = value.slice(i, i + length);
          found.add(piece);
          found.add(piece.toUpperCase());
        }
  for (const extra of [
    'goteborg',
    'Göteborg',
    'malmo',
    'skovde',
    'Skövde',
    'strasse',
    'zebra',
    'zebrafink',
    'volvo fh',
    'Volvo',
    'ÖB 1',
    '% _',
    'x',
    // Letters SQLite's lower() leaves but a Unicode case folding would lower (Kelvin sign, dotted İ).
    'kar',
    'KAR',
    'izm',
  ])
    found.add(extra);
  return [...found];
};

let values: string[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  headers = await authHeader(t.app, 'admin');
  await seedFleetDemoData(t.app.db);
  await seedCustomers(t.app.db);
  const trucks = createContentService(t.app.db, t.app.dialect, getContentType('trucks'));
  for (const [truckName, truckNumber, registrationPlateNumber] of EXTRA_TRUCKS)
    await trucks.create({ truckName, truckNumber, registrationPlateNumber, truckType: 'rigid', remarks: 'zebrafink' });
  const rows = await t.app.db.selectFrom('trucks').select(['truck_name', 'truck_number', 'registration_plate_number']).execute();
  const areas = await t.app.db.selectFrom('areas').select('name').execute();
  values = [...rows.flatMap((row) => [row.truck_name, row.truck_number, row.registration_plate_number]), ...areas.map((a) => a.name)];
});
afterAll(async () => t.close());

describe('the seed-form search through the search index', () => {
  it('is routed where it is the same question, and only there', () => {
    const trucks = getContentType('trucks');
    const filtersOf = (query: string): FilterNode | null => {
      const params = qs.parse(query, { depth: 10 });
      return parseListQuery(trucks, params, LIMITS, SYSTEM_VIEWER).filters;
    };
    const routedWord = (query: string): string | null => {
      const routed = routeContainsSearch(trucks, filtersOf(query));
      const search = JSON.stringify(routed).match(/"kind":"search","table":"trucks","word":"([^"]*)"/);
      return search ? search[1]! : null;
    };
    const isExact = (query: string): boolean => JSON.stringify(routeContainsSearch(trucks, filtersOf(query))).includes('"exact":true');
    expect(routedWord(orOf(SEARCHED, 'Göt'))).toBe('got');
    // Every searched field and an ASCII term: answered from the contains text's indexes alone.
    expect(isExact(orOf(SEARCHED, 'Vol-7'))).toBe(true);
    expect(isExact(orOf(SEARCHED, 'Göt'))).toBe(false);
    expect(isExact(orOf(['truckName', 'area.name'], 'vol'))).toBe(false);
    expect(routedWord(orOf(['truckName'], 'VO'))).toBe('vo');
    expect(routedWord(`${orOf(SEARCHED, 'vo')}&filters[truckStatus][$eq]=available`)).toBe('vo');
    // A field outside the search text, another operator, two terms or letters the index folds
    // differently from the database's case folding: not the same question, so left as it is.
    expect(routedWord(orOf(['truckName', 'remarks'], 'vo'))).toBeNull();
    expect(routedWord('filters[$or][0][truckName][$contains]=vo&filters[$or][1][truckNumber][$containsi]=vo')).toBeNull();
    expect(routedWord('filters[$or][0][truckName][$containsi]=vo&filters[$or][1][truckNumber][$containsi]=sc')).toBeNull();
    expect(routedWord(orOf(SEARCHED, 'ß'))).toBeNull();
    expect(routedWord(orOf(SEARCHED, 'volvo fh'))).toBeNull();
  });

  it('answers every term exactly as the plain $containsi does', async () => {
    const all = terms(values);
    expect(all.length).toBeGreaterThan(200);
    let found = 0;
    for (const term of all) {
      const routed = await matches(orOf(SEARCHED, term));
      expect({ term, ...routed }).toEqual({ term, ...(await matches(plain(orOf(SEARCHED, term), SEARCHED.length))) });
      const single = await matches(`filters[truckName][$containsi]=${encodeURIComponent(term)}`);
      expect({ term, ...single }).toEqual({ term, ...(await matches(plain(orOf(['truckName'], term), 1))) });
      if (routed.total > 0) found += 1;
    }
    // The terms are mostly pieces of the stored values: the comparison is not of empty answers.
    expect(found).toBeGreaterThan(all.length / 2);
  });

  it('answers rows written before the contains text once the start has filled it', async () => {
    const before = await matches(orOf(SEARCHED, 'vo'));
    expect(before.total).toBeGreaterThan(0);
    await t.app.db
      .updateTable('trucks')
      .set({ contains_text: null } as never)
      .execute();
    await fillSearchText(t.app.db);
    expect(await matches(orOf(SEARCHED, 'vo'))).toEqual(before);
    expect(await matches(plain(orOf(SEARCHED, 'vo'), SEARCHED.length))).toEqual(before);
  });

  it('still finds what only a field outside the search text holds', async () => {
    const withRemarks = await matches(orOf(['truckName', 'remarks'], 'zebra'));
    expect(withRemarks.total).toBe(EXTRA_TRUCKS.length);
    expect(await matches(orOf(SEARCHED, 'zebra'))).toEqual({ ids: [], total: 0 });
  });

  it('pages and counts a routed search like the plain one, with the spec list query form', async () => {
    for (const term of ['a', 'vo', 'Sca', 'ö']) {
      for (const page of [1, 2, 3]) {
        const query = `${orOf(SEARCHED, term)}&filters[truckStatus][$eq]=available&pagination[page]=${page}&pagination[pageSize]=4&sort[0]=truckName:asc&populate=*`;
        const [routed, plainAnswer] = await Promise.all(
          [query, plain(query, SEARCHED.length)].map(async (q) =>
            (await t.app.inject({ method: 'GET', url: `/api/trucks?${q}`, headers })).json(),
          ),
        );
        expect(routed).toEqual(plainAnswer);
      }
    }
  });

  it('pages a common term among many rows the index also finds through folded letters', async () => {
    // Enough rows that the page is looked for among the first rows in sort order (search-strategy.ts),
    // every other one holding the term only once its accent is folded away: the index finds both.
    const trucks = createContentService(t.app.db, t.app.dialect, getContentType('trucks'));
    for (let i = 0; i < 240; i += 1) {
      const truckName = `${i % 2 === 0 ? 'Bulk' : 'Bülk'} ${String(i).padStart(3, '0')}`;
      await trucks.create({ truckName, truckNumber: `BU-${i}`, registrationPlateNumber: `BUL ${i}`, truckType: 'rigid' });
    }
    for (const [term, sort] of [
      ['bulk', 'truckName:asc'],
      ['BULK', 'truckName:desc'],
      ['bü', 'truckNumber:asc'],
      ['u', 'truckName:asc'],
    ]) {
      for (const page of [1, 2, 5]) {
        const query = `${orOf(SEARCHED, term!)}&pagination[page]=${page}&pagination[pageSize]=5&sort[0]=${sort}&populate=*`;
        const [routed, plainAnswer] = await Promise.all(
          [query, plain(query, SEARCHED.length)].map(async (q) =>
            (await t.app.inject({ method: 'GET', url: `/api/trucks?${q}`, headers })).json(),
          ),
        );
        expect(routed.data.length).toBeGreaterThan(0);
        expect({ term, page, ...routed }).toEqual({ term, page, ...plainAnswer });
      }
    }
  });

  it('answers the customer list search over contacts (a relation to many) exactly as before', async () => {
    // The customer list's form: the company's fields and its contacts' names (shared filter-query.ts).
    const fields = ['companyName', 'organizationNumber', 'emailAddress', 'phoneNumber', 'contacts.firstName', 'contacts.lastName'];
    const rows = await t.app.db.selectFrom('customers').select(['company_name', 'organization_number', 'email_address']).execute();
    const people = await t.app.db.selectFrom('customer_contacts').select(['first_name', 'last_name']).execute();
    const all = terms([
      ...rows.flatMap((row) => [row.company_name, row.organization_number ?? '', row.email_address ?? '']),
      ...people.flatMap((row) => [row.first_name, row.last_name]),
    ]).filter((_, i) => i % 3 === 0);
    let found = 0;
    for (const term of all) {
      const routed = await matches(`filters[customerStatus][$eq]=active&${orOf(fields, term)}`, 'customers');
      const plainAnswer = await matches(`filters[customerStatus][$eq]=active&${plain(orOf(fields, term), fields.length)}`, 'customers');
      expect({ term, ...routed }).toEqual({ term, ...plainAnswer });
      if (routed.total > 0) found += 1;
    }
    expect(found).toBeGreaterThan(all.length / 3);
  });
});
