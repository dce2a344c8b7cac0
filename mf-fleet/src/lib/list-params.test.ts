import { readListParams, writeListParams } from './list-params';

describe('list params in the URL', () => {
  it('reads defaults from an empty query', () => {
    expect(readListParams(new URLSearchParams())).toEqual({ page: 1, search: '', status: 'all', sortField: null, sortOrder: 'asc' });
  });

  it('round-trips search, status, sort and page', () => {
    const params = { page: 3, search: 'volvo', status: 'in_workshop', sortField: 'truckName', sortOrder: 'desc' as const };
    const query = writeListParams(params);
    expect(query.toString()).toBe('search=volvo&status=in_workshop&sort=truckName%3Adesc&page=3');
    expect(readListParams(query)).toEqual(params);
  });

  it('ignores a nonsense page', () => {
    expect(readListParams(new URLSearchParams('page=-2')).page).toBe(1);
  });
});
