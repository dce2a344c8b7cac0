import { listQueryEntries } from '@haulage/shared/api';
import { jobListQuery } from './job-list-query';
import { NO_JOB_FILTERS, readJobList } from './job-list-state';

const query = (url: string, withDriver = true) => {
  const { state, filters } = readJobList(new URLSearchParams(url));
  return Object.fromEntries(listQueryEntries(jobListQuery(state, filters, { withDriver })));
};

describe('the job list query', () => {
  it('asks for 20 real jobs, newest first, drafts left to their own page', () => {
    expect(query('')).toMatchObject({
      'sort[0]': 'jobNumber:desc',
      'pagination[page]': '1',
      'pagination[pageSize]': '20',
      'filters[kind][$eq]': 'job',
      'filters[status][$ne]': 'draft',
      'populate[customer][fields][0]': 'companyName',
      'populate[stops][fields][2]': 'place',
      'populate[driver][fields][0]': 'firstName',
    });
  });

  it('sends what the user types as the server search and a chosen status as equality', () => {
    const params = query('search=PO-20012&status=planned&sort=plannedDate:asc&page=2');
    expect(params).toMatchObject({
      _q: 'PO-20012',
      'filters[status][$eq]': 'planned',
      'sort[0]': 'plannedDate:asc',
      'pagination[page]': '2',
    });
    expect(params).not.toHaveProperty(['filters[status][$ne]']);
  });

  it('filters by planned dates, customer, truck and the truck’s area', () => {
    expect(query('from=2026-03-02&to=2026-03-06&customer=c1&truck=t1&area=a1')).toMatchObject({
      'filters[plannedDate][$gte]': '2026-03-02',
      'filters[plannedDate][$lte]': '2026-03-06',
      'filters[customer][documentId][$eq]': 'c1',
      'filters[truck][documentId][$eq]': 't1',
      'filters[truck][area][documentId][$eq]': 'a1',
    });
    expect(query('to=2026-03-06')).not.toHaveProperty(['filters[plannedDate][$gte]']);
  });

  it('leaves the driver out for those who may not read drivers', () => {
    const { state } = readJobList(new URLSearchParams(''));
    const entries = listQueryEntries(jobListQuery(state, NO_JOB_FILTERS, { withDriver: false }));
    expect(entries.some(([key]) => key.startsWith('populate[driver]'))).toBe(false);
  });
});
