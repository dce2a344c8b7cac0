import { changeJobList, isNarrowed, readJobFilters, readJobList } from './job-list-state';

describe('job list state in the URL', () => {
  it('is sorted newest job first unless the URL names a column it can sort by', () => {
    expect(readJobList(new URLSearchParams('')).state.sort).toEqual({ field: 'jobNumber', order: 'desc' });
    expect(readJobList(new URLSearchParams('sort=customer.companyName:asc')).state.sort).toEqual({
      field: 'customer.companyName',
      order: 'asc',
    });
    expect(readJobList(new URLSearchParams('sort=priceTotal:asc')).state.sort).toEqual({ field: 'jobNumber', order: 'desc' });
  });

  it('reads the filters and drops a date that is not a calendar date', () => {
    expect(readJobFilters(new URLSearchParams('from=2026-03-02&to=soon&customer=c1&truck=t1&area=a1'))).toEqual({
      from: '2026-03-02',
      to: '',
      customer: 'c1',
      truck: 't1',
      area: 'a1',
    });
  });

  it('keeps the filters when the search, sort or page change, and starts again at page 1', () => {
    const query = new URLSearchParams('from=2026-03-02&area=a1&page=3');
    const searched = changeJobList(query, { search: '1042' });
    expect(searched.toString()).toBe('search=1042&from=2026-03-02&area=a1');
    const paged = changeJobList(searched, { page: 2 });
    expect(paged.get('page')).toBe('2');
    const filtered = changeJobList(paged, {}, { area: '', truck: 't9' });
    expect(filtered.toString()).toBe('search=1042&from=2026-03-02&truck=t9');
  });

  it('keeps the plain list address clean', () => {
    expect(changeJobList(new URLSearchParams(''), {}).toString()).toBe('');
  });

  it('knows when the user narrowed the list', () => {
    const plain = readJobList(new URLSearchParams(''));
    expect(isNarrowed(plain.state, plain.filters)).toBe(false);
    const dated = readJobList(new URLSearchParams('to=2026-03-31'));
    expect(isNarrowed(dated.state, dated.filters)).toBe(true);
  });
});
