import { DEFAULT_LIST_STATE, listStateToParams, parseListState, updateListState } from './list-state';

describe('customer list state in the URL', () => {
  it('reads defaults from an empty query and ignores nonsense', () => {
    expect(parseListState(new URLSearchParams(''))).toEqual(DEFAULT_LIST_STATE);
    expect(parseListState(new URLSearchParams('page=-3&sort=password&order=up'))).toEqual(DEFAULT_LIST_STATE);
  });

  it('round-trips a search, status, sort, page and saved filter', () => {
    const state = { page: 3, sort: 'organizationNumber' as const, order: 'desc' as const, search: 'Åsa', status: 'active', filter: 'abc' };
    const params = listStateToParams(state);
    expect(params.toString()).toBe('page=3&sort=organizationNumber&order=desc&search=%C3%85sa&status=active&filter=abc');
    expect(parseListState(params)).toEqual(state);
  });

  it('keeps the plain list address clean', () => {
    expect(listStateToParams(DEFAULT_LIST_STATE).toString()).toBe('');
  });

  it('goes back to page 1 when the search changes and flips the order on the same column', () => {
    const onPage4 = { ...DEFAULT_LIST_STATE, page: 4 };
    expect(updateListState(onPage4, { search: 'volvo' })).toMatchObject({ page: 1, search: 'volvo' });
    expect(updateListState(onPage4, { page: 5 }).page).toBe(5);
    expect(updateListState(DEFAULT_LIST_STATE, { sort: 'companyName' }).order).toBe('desc');
    expect(updateListState({ ...DEFAULT_LIST_STATE, order: 'desc' }, { sort: 'companyName' }).order).toBe('asc');
    expect(updateListState(DEFAULT_LIST_STATE, { sort: 'phoneNumber' })).toMatchObject({ sort: 'phoneNumber', order: 'asc' });
  });
});
