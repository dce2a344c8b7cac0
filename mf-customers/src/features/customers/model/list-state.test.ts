import { readListState, writeListState } from '@haulage/shared/area-kit';
import { CUSTOMER_LIST_OPTIONS } from './list-state';

describe('customer list state in the URL', () => {
  it('is sorted by name unless the URL says otherwise, and ignores a field it cannot sort by', () => {
    expect(readListState(new URLSearchParams(''), CUSTOMER_LIST_OPTIONS).sort).toEqual({ field: 'companyName', order: 'asc' });
    expect(readListState(new URLSearchParams('sort=password:desc'), CUSTOMER_LIST_OPTIONS).sort).toEqual({
      field: 'companyName',
      order: 'asc',
    });
  });

  it('round-trips a search, status, sort, page and saved filter in the spec form', () => {
    const state = {
      page: 3,
      sort: { field: 'organizationNumber', order: 'desc' as const },
      search: 'Åsa',
      status: 'active',
      filter: 'abc',
    };
    const query = writeListState(state, CUSTOMER_LIST_OPTIONS);
    expect(query.get('sort')).toBe('organizationNumber:desc');
    expect(readListState(query, CUSTOMER_LIST_OPTIONS)).toEqual(state);
  });

  it('keeps the plain list address clean', () => {
    expect(writeListState(readListState(new URLSearchParams(''), CUSTOMER_LIST_OPTIONS), CUSTOMER_LIST_OPTIONS).toString()).toBe('');
  });
});
