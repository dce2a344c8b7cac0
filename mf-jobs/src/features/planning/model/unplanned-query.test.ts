import { buildListQuery } from '@haulage/shared/api';
import { NO_UNPLANNED_FILTERS, unplannedQuery } from './unplanned-query';

const query = (filters = NO_UNPLANNED_FILTERS, page = 1) =>
  decodeURIComponent(buildListQuery(unplannedQuery({ from: '2026-03-09', to: '2026-03-15' }, filters, page)));

describe('the unplanned pane’s query', () => {
  it('asks the server for open real jobs of the period or with no day, newest first, a page at a time', () => {
    const sent = query(NO_UNPLANNED_FILTERS, 3);
    expect(sent).toContain('sort[0]=jobNumber:desc&pagination');
    expect(sent).toContain('pagination[page]=3&pagination[pageSize]=20');
    expect(sent).toContain('filters[kind][$eq]=job&filters[status][$eq]=open');
    expect(sent).toContain('filters[$or][0][plannedDate][$null]=true');
    expect(sent).toContain('filters[$or][1][plannedDate][$gte]=2026-03-09&filters[$or][1][plannedDate][$lte]=2026-03-15');
    expect(sent).not.toContain('_q=');
  });

  it('narrows by text, customer, a stop’s area and one wanted day', () => {
    const sent = query({ search: ' Preem ', customer: 'cust-1', area: 'area-gbg', day: '2026-03-11' });
    expect(sent).toContain('_q=Preem');
    expect(sent).toContain('filters[customer][documentId][$eq]=cust-1');
    expect(sent).toContain('filters[stops][destination][area][documentId][$eq]=area-gbg');
    expect(sent).toContain('filters[plannedDate][$eq]=2026-03-11');
    expect(sent).not.toContain('$or');
  });
});
