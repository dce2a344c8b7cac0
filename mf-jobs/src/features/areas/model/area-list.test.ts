import { buildListQuery } from '@haulage/shared/api';
import { readListState } from '@haulage/shared/area-kit';
import { AREA_LIST_OPTIONS, areaListQuery, truckCountOf } from './area-list';

describe('area list', () => {
  it('asks for 20 areas by name with their trucks counted and the search on the server', () => {
    const state = readListState(new URLSearchParams('search=väst'), AREA_LIST_OPTIONS);
    expect(decodeURIComponent(buildListQuery(areaListQuery(state)))).toBe(
      'sort[0]=name:asc&pagination[page]=1&pagination[pageSize]=20&pagination[withCount]=true&_q=väst&populate[trucks][count]=true',
    );
  });

  it('reads the count the API answers, and none as zero', () => {
    const area = { id: 1, documentId: 'a', createdAt: '', updatedAt: '', publishedAt: '', name: 'Örebro', code: null, description: null };
    expect(truckCountOf({ ...area, trucks: { count: 4 } })).toBe(4);
    expect(truckCountOf(area)).toBe(0);
  });
});
