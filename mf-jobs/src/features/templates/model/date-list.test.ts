import { addDate, removeDate } from './date-list';

describe('the list of days', () => {
  it('keeps each day once, in calendar order, and ignores what is not a date', () => {
    let dates = addDate([], '2026-03-09');
    dates = addDate(dates, '2026-03-02');
    dates = addDate(dates, '2026-03-09');
    dates = addDate(dates, '');
    dates = addDate(dates, '2026-13-45');
    expect(dates).toEqual(['2026-03-02', '2026-03-09']);
    expect(removeDate(dates, '2026-03-02')).toEqual(['2026-03-09']);
  });
});
