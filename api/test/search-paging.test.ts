import { authHeader } from './auth';
import { buildTestApp, type TestApp } from './helper';

/**
 * A searched list answers the same page and total however the database reads it: a common word
 * (the page found among the first rows in sort order, or a walk of the sort's index testing each
 * row), a rare one (the matches are read and sorted), matches that bunch at the end of the list,
 * several words at once, a total counted from the search index alone (words and bounds on
 * `id`) or from the rows (any other filter), and words too short for the index.
 */
jest.setTimeout(60_000);

let t: TestApp;
let headers: { authorization: string };

interface Made {
  id: number;
  documentId: string;
  name: string;
  city: string;
}
const made: Made[] = [];

// The oldest thirty are in Kiruna: newest first, their matches bunch at the end of the list.
const cityOf = (i: number) => (i < 30 ? 'Kiruna' : i % 3 === 0 ? 'Göteborg' : 'Borås');

beforeAll(async () => {
  t = await buildTestApp();
  headers = await authHeader(t.app, 'admin');
  const names = [...Array.from({ length: 160 }, (_, i) => `Hamnlager ${i}`), 'Xylofon Depå'];
  for (const [i, name] of names.entries()) {
    const city = cityOf(i);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/destinations',
      headers,
      payload: { data: { name, postcode: '411 05', city, latitude: 57.7, longitude: 11.9 } },
    });
    expect(res.statusCode).toBe(201);
    const { id, documentId } = res.json().data;
    made.push({ id, documentId, name, city });
  }
});
afterAll(async () => t.close());

const list = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/destinations?sort[0]=id:desc&${query}`, headers });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  return { ids: body.data.map((entry: { documentId: string }) => entry.documentId), pagination: body.meta.pagination };
};

/** What the page must be: the matches newest first, cut to the page. */
const expected = (match: (entry: Made) => boolean, page: number, pageSize: number) => {
  const all = made.filter(match).sort((a, b) => b.id - a.id);
  return {
    ids: all.slice((page - 1) * pageSize, page * pageSize).map((entry) => entry.documentId),
    pagination: { page, pageSize, pageCount: Math.ceil(all.length / pageSize), total: all.length },
  };
};

const folded = (entry: Made) => `${entry.name} ${entry.city}`.toLowerCase().replace('ö', 'o').replace('å', 'a');

describe('a searched list', () => {
  it('pages a common word in sort order', async () => {
    for (const page of [1, 2, 10, 19, 20]) {
      expect(await list(`_q=hamnlager&pagination[page]=${page}&pagination[pageSize]=5`)).toEqual(
        expected((e) => folded(e).includes('hamnlager'), page, 5),
      );
    }
  });

  it('pages a word whose matches bunch at the end of the list', async () => {
    for (const page of [1, 3, 15]) {
      expect(await list(`_q=kiruna&pagination[page]=${page}&pagination[pageSize]=2`)).toEqual(
        expected((e) => folded(e).includes('kiruna'), page, 2),
      );
    }
  });

  it('pages a rare word and several words at once', async () => {
    expect(await list('_q=xylofon&pagination[pageSize]=5')).toEqual(expected((e) => folded(e).includes('xylofon'), 1, 5));
    expect(await list('_q=goteborg%20hamnlager&pagination[page]=2&pagination[pageSize]=4')).toEqual(
      expected((e) => folded(e).includes('goteborg') && folded(e).includes('hamnlager'), 2, 4),
    );
  });

  it('counts with bounds on id and with other filters', async () => {
    const bound = made[25]!.id;
    expect(await list(`_q=hamnlager&filters[id][$lte]=${bound}&filters[id][$gt]=${made[2]!.id}&pagination[pageSize]=5`)).toEqual(
      expected((e) => folded(e).includes('hamnlager') && e.id <= bound && e.id > made[2]!.id, 1, 5),
    );
    expect(await list('_q=hamnlager&filters[city][$eq]=Borås&pagination[page]=3&pagination[pageSize]=5')).toEqual(
      expected((e) => folded(e).includes('hamnlager') && e.city === 'Borås', 3, 5),
    );
  });

  it('pages words too short for the index on their own, common and bunched at the end', async () => {
    for (const page of [1, 2, 10, 20]) {
      expect(await list(`_q=er&pagination[page]=${page}&pagination[pageSize]=2`)).toEqual(
        expected((e) => folded(e).includes('er'), page, 2),
      );
    }
    for (const page of [1, 2, 4]) {
      expect(await list(`_q=9&pagination[page]=${page}&pagination[pageSize]=5`)).toEqual(expected((e) => folded(e).includes('9'), page, 5));
    }
    for (const page of [1, 3, 15]) {
      expect(await list(`_q=ki&pagination[page]=${page}&pagination[pageSize]=2`)).toEqual(
        expected((e) => folded(e).includes('ki'), page, 2),
      );
    }
  });

  it('finds words too short for the index beside indexed ones', async () => {
    expect(await list('_q=hamnlager%203&pagination[pageSize]=5')).toEqual(
      expected((e) => folded(e).includes('hamnlager') && folded(e).includes('3'), 1, 5),
    );
  });
});
