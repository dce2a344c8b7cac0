import { buildReport, isoWeek, type ReportJob, reportCsv } from './report';

const job = (over: Partial<ReportJob>): ReportJob => ({
  date: '2026-03-02',
  truck: 'Volvo FH 1',
  driver: 'Anna Berg',
  customer: 'Åkeri AB',
  area: 'Göteborg',
  km: 100.5,
  hours: 4.25,
  revenue: 1234_50,
  ...over,
});

describe('the jobs report', () => {
  it('numbers ISO weeks across the new year', () => {
    expect(isoWeek('2026-03-02')).toBe('2026-W10');
    expect(isoWeek('2026-01-01')).toBe('2026-W01');
    expect(isoWeek('2027-01-01')).toBe('2026-W53');
  });

  it('groups by day, month and by truck, totals the rest', () => {
    const jobs = [job({}), job({ date: '2026-03-03', truck: 'Scania R 2' }), job({ date: '2026-04-01', truck: null })];
    expect(buildReport(jobs, 'month').rows.map((r) => [r.key, r.jobs])).toEqual([
      ['2026-03', 2],
      ['2026-04', 1],
    ]);
    expect(buildReport(jobs, 'truck').rows.map((r) => r.key)).toEqual(['(none)', 'Scania R 2', 'Volvo FH 1']);
    expect(buildReport(jobs, 'day').total).toEqual({ jobs: 3, km: 301.5, hours: 12.75, revenue: 3703_50 });
  });

  it('writes CSV with a BOM, semicolons and decimal commas', () => {
    const csv = reportCsv(buildReport([job({ customer: 'A; B' })], 'customer'), 'customer');
    expect(csv.startsWith('\uFEFFcustomer;jobs;km;hours;revenue\r\n')).toBe(true);
    expect(csv).toContain('"A; B";1;100,5;4,25;1234,50\r\n');
    expect(csv).toContain('Total;1;100,5;4,25;1234,50');
  });
});
