import { readListState, updateListState, writeListState } from './list-state';

const empty = { page: 1, search: '', status: 'all', sort: null, filter: null };

describe('list state in the URL', () => {
  it('reads defaults from an empty query and ignores nonsense', () => {
    expect(readListState(new URLSearchParams())).toEqual(empty);
    expect(readListState(new URLSearchParams('page=-2&sort=:up'))).toEqual(empty);
  });

  it('keeps the sort in the spec form sort=field:order and round-trips everything', () => {
    const state = { page: 3, search: 'volvo', status: 'in_workshop', sort: { field: 'truckName', order: 'desc' as const }, filter: 'flt1' };
    const query = writeListState(state);
    expect(query.toString()).toBe('search=volvo&status=in_workshop&sort=truckName%3Adesc&page=3&filter=flt1');
    expect(readListState(query)).toEqual(state);
  });

  it('leaves the default sort out of the URL and refuses fields it cannot sort by', () => {
    const options = { defaultSort: { field: 'companyName', order: 'asc' as const }, sortFields: ['companyName', 'phoneNumber'] };
    expect(writeListState({ ...empty, sort: options.defaultSort }, options).toString()).toBe('');
    expect(readListState(new URLSearchParams('sort=password:desc'), options).sort).toEqual(options.defaultSort);
    expect(readListState(new URLSearchParams('sort=phoneNumber'), options).sort).toEqual({ field: 'phoneNumber', order: 'asc' });
  });

  it('goes back to page 1 on any change but the page', () => {
    const onPage4 = { ...empty, page: 4 };
    expect(updateListState(onPage4, { search: 'volvo' })).toMatchObject({ page: 1, search: 'volvo' });
    expect(updateListState(onPage4, { sort: { field: 'truckName', order: 'asc' } }).page).toBe(1);
    expect(updateListState(onPage4, { page: 5 }).page).toBe(5);
  });
});
