import { applyHolidayPolicy } from './holiday-policy';

describe('applyHolidayPolicy', () => {
  it('leaves an ordinary day, and a rule’s own Saturday, alone', () => {
    expect(applyHolidayPolicy('2026-06-18', 'skip')).toEqual({
      status: 'scheduled',
      date: '2026-06-18',
      plannedDate: '2026-06-18',
      reason: null,
    });
    expect(applyHolidayPolicy('2026-06-13', 'next_workday').status).toBe('scheduled');
    expect(applyHolidayPolicy('2026-06-13', 'next_workday')).toMatchObject({ plannedDate: '2026-06-13' });
  });

  it('skips a holiday with its name as the reason', () => {
    expect(applyHolidayPolicy('2026-06-19', 'skip')).toEqual({ status: 'skipped', date: '2026-06-19', reason: 'Midsommarafton' });
  });

  it('generates on a holiday when told to, naming it', () => {
    expect(applyHolidayPolicy('2026-05-01', 'generate')).toEqual({
      status: 'scheduled',
      date: '2026-05-01',
      plannedDate: '2026-05-01',
      reason: 'Första maj',
    });
  });

  it('moves over a run of days off to the nearest workday', () => {
    // Good Friday 3 April 2026 → Thursday 2 April; Easter Monday 6 April → Tuesday 7 April.
    expect(applyHolidayPolicy('2026-04-03', 'previous_workday')).toMatchObject({ plannedDate: '2026-04-02' });
    expect(applyHolidayPolicy('2026-04-03', 'next_workday')).toMatchObject({ plannedDate: '2026-04-07' });
    // Christmas Eve 2026 is a Thursday: the next workday is Monday 28 December.
    expect(applyHolidayPolicy('2026-12-24', 'next_workday')).toMatchObject({
      date: '2026-12-24',
      plannedDate: '2026-12-28',
      reason: 'Julafton: moved to 2026-12-28',
    });
    expect(applyHolidayPolicy('2027-01-01', 'previous_workday')).toMatchObject({ plannedDate: '2026-12-30' });
  });
});
