import { customRangeProblem, defaultCustomRange, periodRange } from './report-period';

const none = { from: '', to: '' };

describe('report periods', () => {
  it('covers whole calendar months and years', () => {
    expect(periodRange('this_month', '2026-11-23', none)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(periodRange('last_month', '2026-11-23', none)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(periodRange('last_month', '2027-01-10', none)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(periodRange('this_year', '2026-11-23', none)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('takes custom dates as chosen, starting from the last 30 days', () => {
    expect(defaultCustomRange('2026-11-23')).toEqual({ from: '2026-10-25', to: '2026-11-23' });
    expect(periodRange('custom', '2026-11-23', { from: '2026-02-01', to: '2026-02-14' })).toEqual({ from: '2026-02-01', to: '2026-02-14' });
  });

  it('explains a custom range the report cannot answer', () => {
    expect(customRangeProblem({ from: '2026-02-01', to: '' })).toBe('Choose both the first and the last day');
    expect(customRangeProblem({ from: '2026-02-10', to: '2026-02-01' })).toBe('The last day cannot be before the first');
    expect(customRangeProblem({ from: '2025-01-01', to: '2026-01-03' })).toBe('Choose at most 366 days');
    expect(customRangeProblem({ from: '2024-01-01', to: '2024-12-31' })).toBeNull();
  });
});
