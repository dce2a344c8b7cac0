import { lastMonth } from './last-month';

describe('the usual period', () => {
  it('proposes the previous calendar month, across a year end', () => {
    expect(lastMonth(new Date('2026-11-25T06:00:00Z'))).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(lastMonth(new Date('2026-01-10T06:00:00Z'))).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });
});
