import { addDays, easterSunday, holidayOn, isWorkday, swedishHolidays } from './swedish-holidays';

const named = (year: number) => Object.fromEntries(swedishHolidays(year).map((h) => [h.name, h.date]));

describe('swedishHolidays', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('finds Easter Sunday %i on %s by the computus', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });

  it('places the Easter-based days around Easter', () => {
    expect(named(2026)).toMatchObject({
      Långfredagen: '2026-04-03',
      Påskafton: '2026-04-04',
      'Annandag påsk': '2026-04-06',
      'Kristi himmelsfärdsdag': '2026-05-14',
      Pingstdagen: '2026-05-24',
    });
    expect(named(2025)['Kristi himmelsfärdsdag']).toBe('2025-05-29');
  });

  it.each([
    [2024, '2024-06-21', '2024-06-22', '2024-11-02'],
    [2025, '2025-06-20', '2025-06-21', '2025-11-01'],
    [2026, '2026-06-19', '2026-06-20', '2026-10-31'],
    [2027, '2027-06-25', '2027-06-26', '2027-11-06'],
  ])('puts Midsummer and All Saints’ of %i on their Friday and Saturdays', (year, eve, day, saints) => {
    expect(named(year)).toMatchObject({ Midsommarafton: eve, Midsommardagen: day, 'Alla helgons dag': saints });
    expect(new Date(`${eve}T00:00:00Z`).getUTCDay()).toBe(5);
  });

  it('holds the fixed days and the eves a haulier keeps free, 17 in a year', () => {
    expect(swedishHolidays(2026)).toHaveLength(17);
    expect(named(2026)).toMatchObject({
      Nyårsdagen: '2026-01-01',
      'Trettondedag jul': '2026-01-06',
      'Första maj': '2026-05-01',
      'Sveriges nationaldag': '2026-06-06',
      Julafton: '2026-12-24',
      Juldagen: '2026-12-25',
      'Annandag jul': '2026-12-26',
      Nyårsafton: '2026-12-31',
    });
  });
});

describe('holidayOn and isWorkday', () => {
  it('names a holiday and tells working days from days off', () => {
    expect(holidayOn('2026-06-19')).toBe('Midsommarafton');
    expect(holidayOn('2026-06-18')).toBeNull();
    expect(isWorkday('2026-06-18')).toBe(true);
    expect(isWorkday('2026-06-19')).toBe(false);
    expect(isWorkday('2026-06-13')).toBe(false);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
