import { parseList } from './parse-list';

describe('parseList', () => {
  it('reads items and page pagination from a Strapi list body or an axios response', () => {
    const body = { data: [{ id: 1 }, { id: 2 }], meta: { pagination: { page: 2, pageSize: 20, pageCount: 3, total: 42 } } };
    expect(parseList(body)).toEqual({ items: body.data, pagination: { page: 2, pageSize: 20, pageCount: 3, total: 42 } });
    expect(parseList({ data: body })).toEqual(parseList(body));
  });

  it('turns offset pagination into pages', () => {
    const body = { data: [{ id: 1 }], meta: { pagination: { start: 40, limit: 20, total: 45 } } };
    expect(parseList(body).pagination).toEqual({ page: 3, pageSize: 20, pageCount: 3, total: 45 });
  });
});
