import { listQueryEntries } from '@haulage/shared/api';
import { draftsQuery } from './drafts-query';

describe('the drafts query', () => {
  it('asks for 20 drafts of real jobs, the one changed last first', () => {
    expect(Object.fromEntries(listQueryEntries(draftsQuery({ page: 2, search: '' })))).toEqual({
      'sort[0]': 'updatedAt:desc',
      'pagination[page]': '2',
      'pagination[pageSize]': '20',
      'pagination[withCount]': 'true',
      'filters[kind][$eq]': 'job',
      'filters[status][$eq]': 'draft',
      'populate[customer][fields][0]': 'companyName',
      'populate[stops][fields][0]': 'sequence',
      'populate[stops][fields][1]': 'type',
      'populate[stops][fields][2]': 'place',
    });
  });

  it('searches the drafts on the server', () => {
    expect(Object.fromEntries(listQueryEntries(draftsQuery({ page: 1, search: 'PO-1' })))._q).toBe('PO-1');
  });
});
