import { buildListQuery } from '@haulage/shared/api';
import { areaJobsQuery, planningWindow } from './planning-window';

describe('planning window', () => {
  it('runs from today in the office to a week later', () => {
    expect(planningWindow(new Date('2026-03-10T09:00:00Z'))).toEqual({ from: '2026-03-10', to: '2026-03-17' });
  });

  it('takes the day in Sweden, not the browser’s, and crosses month ends', () => {
    // 23:30 UTC on 30 April is already 1 May in Stockholm.
    expect(planningWindow(new Date('2026-04-30T23:30:00Z'))).toEqual({ from: '2026-05-01', to: '2026-05-08' });
    expect(planningWindow(new Date('2026-12-28T12:00:00Z'))).toEqual({ from: '2026-12-28', to: '2027-01-04' });
  });

  it('asks for the real jobs on the area’s trucks in the window, by day', () => {
    const query = decodeURIComponent(buildListQuery(areaJobsQuery('area1', { from: '2026-03-10', to: '2026-03-17' }, 2)));
    expect(query).toBe(
      [
        'sort[0]=plannedDate:asc',
        'sort[1]=jobNumber:asc',
        'pagination[page]=2',
        'pagination[pageSize]=20',
        'pagination[withCount]=true',
        'filters[kind][$eq]=job',
        'filters[status][$ne]=draft',
        'filters[plannedDate][$gte]=2026-03-10',
        'filters[plannedDate][$lte]=2026-03-17',
        'filters[truck][area][documentId][$eq]=area1',
        'populate[0]=customer',
        'populate[1]=truck',
      ].join('&'),
    );
  });
});
