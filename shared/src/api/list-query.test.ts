import { buildListQuery, listQueryEntries, listQueryParams } from './list-query';

describe('buildListQuery', () => {
  it('writes sort, paging and the count flag in the spec form, with page size 20 by default', () => {
    expect(buildListQuery({ sort: [{ field: 'truckName', order: 'asc' }], page: 2 })).toBe(
      'sort[0]=truckName:asc&pagination[page]=2&pagination[pageSize]=20&pagination[withCount]=true',
    );
  });

  it('ORs a case-insensitive contains over the searched fields, nested keys included', () => {
    const query = buildListQuery({ search: { term: 'x', fields: ['truckName', 'area.name'] } });
    expect(query).toBe(
      'pagination[page]=1&pagination[pageSize]=20&pagination[withCount]=true' +
        '&filters[$or][0][truckName][$containsi]=x&filters[$or][1][area][name][$containsi]=x',
    );
  });

  it('filters on the status unless it is all', () => {
    expect(buildListQuery({ status: { field: 'truck_status', value: 'active' } })).toContain('filters[truck_status][$eq]=active');
    expect(buildListQuery({ status: { field: 'truck_status', value: 'all' } })).not.toContain('filters');
  });

  it('skips a blank search term', () => {
    expect(buildListQuery({ search: { term: '   ', fields: ['truckName'] } })).not.toContain('filters');
  });

  it('encodes values so user input cannot add parameters', () => {
    const query = buildListQuery({ search: { term: 'Göteborg & co=1', fields: ['name'] } });
    expect(query).toContain('filters[$or][0][name][$containsi]=G%C3%B6teborg%20%26%20co%3D1');
    expect(new URLSearchParams(query).get('filters[$or][0][name][$containsi]')).toBe('Göteborg & co=1');
  });

  it('adds extra filters, populate and fields', () => {
    const params = listQueryParams({
      filters: { area: { id: { $eq: 3 } }, id: { $in: [1, 2] } },
      populate: ['area', 'drivers'],
      fields: ['truckName'],
    });
    expect(params).toMatchObject({
      'filters[area][id][$eq]': '3',
      'filters[id][$in][0]': '1',
      'filters[id][$in][1]': '2',
      'populate[0]': 'area',
      'populate[1]': 'drivers',
      'fields[0]': 'truckName',
    });
    expect(buildListQuery({ populate: '*' })).toContain('populate=*');
    expect(listQueryParams({ populate: { area: { fields: ['name'] } } })).toHaveProperty(['populate[area][fields][0]'], 'name');
  });

  it('keeps both a search and a caller-given $or by requiring both', () => {
    const params = listQueryParams({ search: { term: 'a', fields: ['name'] }, filters: { $or: [{ x: { $eq: 1 } }, { y: { $eq: 2 } }] } });
    expect(params).toMatchObject({
      'filters[$and][0][$or][0][name][$containsi]': 'a',
      'filters[$and][1][$or][0][x][$eq]': '1',
      'filters[$and][1][$or][1][y][$eq]': '2',
    });
    expect(Object.keys(params).some((key) => key.startsWith('filters[$or]'))).toBe(false);
  });

  it('merges a status with extra conditions on the same field', () => {
    const params = listQueryParams({ status: { field: 'truck_status', value: 'active' }, filters: { truck_status: { $ne: 'sold' } } });
    expect(params).toMatchObject({ 'filters[truck_status][$eq]': 'active', 'filters[truck_status][$ne]': 'sold' });
  });
});

describe('the server-side search', () => {
  it('sends what the user typed as _q when no fields are named, trimmed, and nothing when blank', () => {
    expect(listQueryEntries({ search: { term: '  Karin Lindqvist ' } })).toContainEqual(['_q', 'Karin Lindqvist']);
    expect(listQueryEntries({ search: { term: '   ' } }).some(([key]) => key === '_q')).toBe(false);
    expect(listQueryEntries({ search: { term: 'vol', fields: ['truckName'] } }).some(([key]) => key === '_q')).toBe(false);
  });
});
