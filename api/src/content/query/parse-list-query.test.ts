import { widgetsType } from '../../../test/strapi-fixtures';
import { parseListQuery } from './parse-list-query';

const limits = { defaultPageSize: 25, maxPageSize: 1000 };
const parse = (query: Record<string, unknown>) => parseListQuery(widgetsType, query, limits, 'system');

describe('parseListQuery', () => {
  it('casts values per attribute and maps aliases to columns', () => {
    expect(parse({ filters: { quantity: { $gte: '5' }, made_on: '2024-01-01', active: { $eq: 't' } } }).filters).toEqual({
      kind: 'and',
      children: [
        { kind: 'cond', column: 'quantity', type: 'integer', op: '$gte', value: 5 },
        { kind: 'cond', column: 'made_on', type: 'date', op: '$eq', value: '2024-01-01' },
        { kind: 'cond', column: 'active', type: 'boolean', op: '$eq', value: true },
      ],
    });
  });

  it('treats a bare key as null and a list as $in', () => {
    expect(parse({ filters: { name: { $eq: null } } }).filters).toMatchObject({ op: '$eq', value: null });
    expect(parse({ filters: { code: ['a', 'b'] } }).filters).toMatchObject({ op: '$in', value: ['a', 'b'] });
  });

  it('resolves sort paths through to-one relations', () => {
    expect(parse({ sort: 'gadget.label:DESC' }).sort).toEqual([
      { hops: [{ fkColumn: 'gadget_id', table: 'gadgets' }], column: 'label', type: 'string', order: 'desc' },
    ]);
  });

  it('defaults to page 1 of 25 with a count', () => {
    expect(parse({}).pagination).toEqual({ mode: 'page', page: 1, pageSize: 25, withCount: true });
    expect(parse({ pagination: { start: '5', limit: '0', withCount: '0' } }).pagination).toEqual({
      mode: 'offset',
      start: 5,
      limit: 1,
      withCount: false,
    });
  });

  it('throws a 400 naming the key', () => {
    expect(() => parse({ filters: { name: { $like: 'x' } } })).toThrow('Invalid key $like at name');
    expect(() => parse({ fields: ['tags'] })).toThrow('Invalid key tags');
    expect(() => parse({ pagination: { limit: '-1' } })).toThrow('pagination[limit]');
  });
});
