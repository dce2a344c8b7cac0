import { buildListQuery } from '@haulage/shared/api';
import { changeDestinationListState, destinationListQuery, readDestinationListState, writeDestinationListState } from './destination-list';

describe('destination list state', () => {
  it('reads the defaults from a clean address: page 1, by name, every area', () => {
    expect(readDestinationListState(new URLSearchParams())).toEqual({
      page: 1,
      search: '',
      status: 'all',
      sort: { field: 'name', order: 'asc' },
      filter: null,
      area: null,
    });
  });

  it('keeps the area beside search, sort and page, and ignores sorting by a column the list does not offer', () => {
    const state = readDestinationListState(new URLSearchParams('search=hamn&sort=latitude:desc&page=3&area=area2'));
    expect(state).toMatchObject({ search: 'hamn', sort: { field: 'name', order: 'asc' }, page: 3, area: 'area2' });
    expect(writeDestinationListState(state).toString()).toBe('search=hamn&page=3&area=area2');
  });

  it('starts again at page 1 when the area changes', () => {
    const state = readDestinationListState(new URLSearchParams('page=4'));
    expect(changeDestinationListState(state, { area: 'area1' })).toMatchObject({ page: 1, area: 'area1' });
    expect(changeDestinationListState(state, { page: 5 })).toMatchObject({ page: 5 });
  });

  it('asks the server for the page with its search, area and the area populated', () => {
    const state = readDestinationListState(new URLSearchParams('search=nygatan&sort=city:desc&area=area1'));
    expect(decodeURIComponent(buildListQuery(destinationListQuery(state)))).toBe(
      'sort[0]=city:desc&pagination[page]=1&pagination[pageSize]=20&pagination[withCount]=true&filters[area][documentId][$eq]=area1&_q=nygatan&populate[0]=area',
    );
  });
});
