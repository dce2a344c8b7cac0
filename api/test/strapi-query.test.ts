import type { FastifyInstance } from 'fastify';
import { signInAs } from './auth';
import { buildWidgetApp, seedWidgets, type WidgetApp } from './strapi-fixtures';

let ctx: WidgetApp;
let app: FastifyInstance;
let headers: Record<string, string>;
let seed: Awaited<ReturnType<typeof seedWidgets>>;

beforeAll(async () => {
  ctx = await buildWidgetApp();
  app = ctx.app;
  headers = { authorization: `Bearer ${await signInAs(app, 'admin')}` };
  seed = await seedWidgets(app);
});
afterAll(() => ctx.close());

const get = async (url: string) => {
  const res = await app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() };
};
const names = async (query: string): Promise<string[]> => {
  const { status, body } = await get(`/api/widgets?${query}`);
  expect({ status, body: status === 200 ? 'ok' : body }).toEqual({ status: 200, body: 'ok' });
  return body.data.map((w: { name: string }) => w.name);
};

describe('filters', () => {
  it.each([
    ['filters[name][$eq]=Göteborg', ['Göteborg']],
    ['filters[name]=Göteborg', ['Göteborg']],
    ['filters[name][$eqi]=göteborg', ['Göteborg']],
    ['filters[name][$ne]=Göteborg&filters[kind]=large', ['truck 007']],
    ['filters[name][$nei]=örebro&filters[kind]=small', ['Éclair 100%', 'Åre']],
    ['filters[quantity][$lt]=5', ['Éclair 100%']],
    ['filters[quantity][$lte]=5', ['Göteborg', 'Éclair 100%']],
    ['filters[quantity][$gt]=7', ['ÖREBRO']],
    ['filters[quantity][$gte]=7', ['ÖREBRO', 'truck 007']],
    ['filters[code][$in][0]=G1&filters[code][$in][1]=T1', ['Göteborg', 'truck 007']],
    ['filters[code][$in]=G1,T1', []],
    ['filters[code][$notIn][0]=G1&filters[code][$notIn][1]=T1', ['ÖREBRO', 'Éclair 100%']],
    ['filters[code][$null]=true', ['Åre']],
    ['filters[price][$notNull]=false', ['Éclair 100%']],
    ['filters[price][$between][0]=2&filters[price][$between][1]=3', ['ÖREBRO', 'Åre']],
    ['filters[name][$startsWith]=tr', ['truck 007']],
    ['filters[name][$startsWith]=Tr', []],
    ['filters[name][$startsWithi]=TR', ['truck 007']],
    ['filters[name][$endsWith]=borg', ['Göteborg']],
    ['filters[name][$endsWithi]=BORG', ['Göteborg']],
    ['filters[name][$contains]=ruck', ['truck 007']],
    ['filters[name][$contains]=RUCK', []],
    ['filters[name][$containsi]=RUCK', ['truck 007']],
    ['filters[name][$containsi]=ö', ['Göteborg', 'ÖREBRO']],
    ['filters[name][$containsi]=Ö', ['Göteborg', 'ÖREBRO']],
    ['filters[name][$containsi]=å', ['Åre']],
    ['filters[name][$containsi]=éCL', ['Éclair 100%']],
    ['filters[name][$contains]=%', ['Éclair 100%']],
    ['filters[description][$contains]=_', ['Éclair 100%']],
    ['filters[name][$notContains]=o', ['ÖREBRO', 'Éclair 100%', 'truck 007', 'Åre']],
    ['filters[name][$notContainsi]=o', ['Éclair 100%', 'truck 007', 'Åre']],
    ['filters[active][$eq]=true', ['Göteborg', 'truck 007', 'Åre']],
    ['filters[active][$eq]', ['Éclair 100%']],
    ['filters[description][$eq]=', ['Åre']],
    ['filters[made_on][$gte]=2024-02-01', ['ÖREBRO', 'Åre']],
    ['filters[$or][0][name][$eq]=Åre&filters[$or][1][code][$eq]=G1', ['Göteborg', 'Åre']],
    ['filters[$and][0][kind]=small&filters[$and][1][quantity][$gt]=1', ['ÖREBRO']],
    ['filters[$not][kind]=small', ['Göteborg', 'truck 007']],
    ['filters[quantity][$not][$gte]=5', ['Éclair 100%']],
    ['filters[gadget][label][$eq]=Area 07', ['Göteborg', 'truck 007']],
    ['filters[$or][0][gadget][label][$containsi]=MALM&filters[$or][1][name][$eq]=Åre', ['ÖREBRO', 'Åre']],
    ['filters[tags][label][$eq]=Empty', ['Göteborg']],
    ['filters[gadget][$null]=true', ['Éclair 100%', 'Åre']],
    ['filters[gadget][widgets][code][$eq]=T1', ['Göteborg', 'truck 007']],
    ['filters[$and][0][$or][0][gadget][label][$eq]=Malmö&filters[$and][0][$or][1][kind]=large', ['Göteborg', 'ÖREBRO', 'truck 007']],
  ])('%s', async (query, expected) => {
    expect(await names(`${query}&sort=id`)).toEqual(expected);
  });

  it('filters on id and documentId', async () => {
    const [first] = seed.widgets;
    expect(await names(`filters[id]=${first!.id}`)).toEqual(['Göteborg']);
    expect(await names(`filters[documentId][$eq]=${first!.documentId}`)).toEqual(['Göteborg']);
  });

  it.each([
    ['filters[nope][$eq]=1', 'Invalid key nope'],
    ['filters[name][$foo]=1', 'Invalid key $foo at name'],
    ['filters[name][$CONTAINSI]=1', 'Invalid key $CONTAINSI at name'],
    ['filters[secret][$eq]=hidden', 'Invalid key secret'],
    ['filters[gadget][nope]=1', 'Invalid key nope at gadget'],
    ['filters[quantity][$eq]=abc', 'Invalid value "abc" at quantity: expected an integer'],
    ['filters[price][$between][0]=1', 'Invalid value at price: expected a list of two values'],
  ])('%s → 400 %s', async (query, message) => {
    const { status, body } = await get(`/api/widgets?${query}`);
    expect(status).toBe(400);
    expect(body.error.name).toBe('ValidationError');
    expect(body.error.message).toContain(message);
  });
});

describe('sort', () => {
  it.each([
    ['sort=quantity:desc', ['ÖREBRO', 'truck 007', 'Göteborg', 'Éclair 100%', 'Åre']],
    ['sort=kind:asc,name:desc', ['truck 007', 'Göteborg', 'ÖREBRO', 'Éclair 100%', 'Åre']],
    ['sort[0]=kind:desc&sort[1]=name', ['Åre', 'Éclair 100%', 'ÖREBRO', 'Göteborg', 'truck 007']],
    ['sort[kind]=desc&sort[name]=asc', ['Åre', 'Éclair 100%', 'ÖREBRO', 'Göteborg', 'truck 007']],
    ['sort[0][kind]=asc&sort[1][quantity]=DESC', ['truck 007', 'Göteborg', 'ÖREBRO', 'Éclair 100%', 'Åre']],
    ['sort=name', ['Göteborg', 'truck 007', 'Åre', 'Éclair 100%', 'ÖREBRO']],
    ['sort=kind', ['Göteborg', 'truck 007', 'ÖREBRO', 'Éclair 100%', 'Åre']],
    ['sort=gadget.label:desc', ['ÖREBRO', 'Göteborg', 'truck 007', 'Éclair 100%', 'Åre']],
    ['sort[0][gadget][label]=asc', ['Éclair 100%', 'Åre', 'Göteborg', 'truck 007', 'ÖREBRO']],
  ])('%s', async (query, expected) => {
    expect(await names(query)).toEqual(expected);
  });

  it.each([
    ['sort=name:up', 'Invalid order. order can only be one of asc|desc|ASC|DESC'],
    ['sort=nope', 'Invalid key nope'],
    ['sort=tags.label', 'Invalid key tags'],
    ['sort=secret', 'Invalid key secret'],
  ])('%s → 400', async (query, message) => {
    const { status, body } = await get(`/api/widgets?${query}`);
    expect([status, body.error.message]).toEqual([400, message]);
  });
});
