import { mondayOf, overtimeHours, perDiemDays, workDays, type WorkItem } from './work-day';

const item = (date: string, start: string, hours: number, km = 0, jobId = 1): WorkItem => ({
  jobId,
  jobNumber: 10000 + jobId,
  date,
  start,
  hours,
  km,
});

describe('work days', () => {
  it('merges the jobs of a day into one span', () => {
    expect(workDays([item('2026-11-24', '13:00', 3, 40, 2), item('2026-11-24', '06:30', 4, 80)])).toEqual([
      { date: '2026-11-24', hours: 7, km: 120, start: 390, end: 960 },
    ]);
  });

  it('groups weeks by their Monday', () => {
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
  });
});

describe('overtime', () => {
  it('counts hours beyond the day, then what the week still exceeds', () => {
    // Mon–Fri 9 h: 1 h daily overtime each day (5 h); the week's 45 h − 40 − 5 = 0 more.
    const week = ['23', '24', '25', '26', '27'].map((d) => item(`2026-11-${d}`, '07:00', 9));
    expect(overtimeHours(workDays(week), 8, 40)).toBe(5);
    // Plus 6 h on Saturday: within the day, but the week now has 51 h: 51 − 40 − 5 = 6 h more.
    expect(overtimeHours(workDays([...week, item('2026-11-28', '07:00', 6)]), 8, 40)).toBe(11);
  });

  it('has no limit where the rule sets 0', () => {
    expect(overtimeHours(workDays([item('2026-11-24', '07:00', 12)]), 0, 0)).toBe(0);
  });
});

describe('per-diem', () => {
  it('gives a full day away before noon to after 19:00, a partial day otherwise, nothing near home', () => {
    const days = workDays([
      item('2026-11-24', '06:00', 14, 600), // 06:00–20:00, long haul
      item('2026-11-25', '13:00', 5, 300), // afternoon only
      item('2026-11-26', '06:00', 14, 60), // all day, near home
    ]);
    expect(perDiemDays(days)).toEqual({ full: ['2026-11-24'], partial: ['2026-11-25'] });
  });
});
