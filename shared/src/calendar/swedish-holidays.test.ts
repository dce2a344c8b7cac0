import { easterSunday, isSwedishHoliday, swedishHolidayOn, swedishHolidays } from './swedish-holidays';

describe('Swedish holidays', () => {
  it('finds Easter Sunday in known years', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2038)).toBe('2038-04-25');
  });

  it('lists the moving holidays of 2026', () => {
    const byName = Object.fromEntries(swedishHolidays(2026).map((h) => [h.name, h.date]));
    expect(byName).toMatchObject({
      Långfredagen: '2026-04-03',
      'Annandag påsk': '2026-04-06',
      'Kristi himmelsfärdsdag': '2026-05-14',
      Pingstdagen: '2026-05-24',
      Midsommarafton: '2026-06-19',
      Midsommardagen: '2026-06-20',
      'Alla helgons dag': '2026-10-31',
    });
    expect(swedishHolidays(2026)).toHaveLength(16);
  });

  it('counts fixed holidays and eves, not ordinary days', () => {
    expect(swedishHolidayOn('2026-12-24')).toEqual({ date: '2026-12-24', name: 'Julafton', eve: true });
    expect(isSwedishHoliday('2026-06-06')).toBe(true);
    expect(isSwedishHoliday('2025-11-01')).toBe(true);
    expect(isSwedishHoliday('2026-11-02')).toBe(false);
    expect(isSwedishHoliday('2026-03-10')).toBe(false);
  });
});
