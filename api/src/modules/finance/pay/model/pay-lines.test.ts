import { PAY_RULE_DEFAULTS } from '@haulage/shared/contracts';
import { amountOf, grossOf, payLines, type PayRuleRates } from './pay-lines';
import type { WorkItem } from './work-day';

const rule = (values: Record<string, unknown>): PayRuleRates => ({ ...PAY_RULE_DEFAULTS, basis: 'hourly', ...values }) as PayRuleRates;
const job = (date: string, start: string, hours: number, km = 0, jobId = 1): WorkItem => ({
  jobId,
  jobNumber: 10000 + jobId,
  date,
  start,
  hours,
  km,
});

describe('pay lines', () => {
  it('pays a job on a holiday night the holiday supplement, not the night one', () => {
    // Christmas Day 2026 22:00 → Boxing Day 04:00: all six hours are on holidays.
    const lines = payLines(
      rule({ hourlyRate: 18_500, nightSupplement: 4_000, holidaySupplement: 11_250 }),
      [job('2026-12-25', '22:00', 6)],
      '2026-12',
    );
    expect(lines.map((l) => [l.kind, l.quantity, l.rate, l.amount])).toEqual([
      ['hours', 6, 18_500, 111_000],
      ['ob_holiday', 6, 11_250, 67_500],
    ]);
  });

  it('splits a holiday evening from the ordinary night after it', () => {
    // Epiphany 2026-01-06 is a Tuesday: 20:00–24:00 holiday, Wednesday 00:00–02:30 night.
    const lines = payLines(
      rule({ hourlyRate: 20_000, nightSupplement: 4_133, holidaySupplement: 11_250 }),
      [job('2026-01-06', '20:00', 6.5)],
      '2026-01',
    );
    expect(lines.filter((l) => l.source === 'supplement').map((l) => [l.kind, l.quantity, l.amount])).toEqual([
      ['ob_holiday', 4, 45_000],
      ['ob_night', 2.5, 10_333], // 10 332.5 öre rounds to 10 333
    ]);
  });

  it('adds monthly salary, per-km and per-job parts, overtime and per-diem', () => {
    const rates = rule({
      basis: 'monthly',
      monthlySalary: 3_200_000,
      perKmRate: 150,
      perJobRate: 5_000,
      overtimeRate: 30_000,
      perDiemFull: 29_000,
      perDiemPartial: 14_500,
    });
    const lines = payLines(rates, [job('2026-11-24', '10:00', 10, 420), job('2026-11-25', '13:00', 4, 120, 2)], '2026-11');
    expect(lines.map((l) => [l.kind, l.jobId, l.quantity, l.amount])).toEqual([
      ['salary', null, 1, 3_200_000],
      ['km', 1, 420, 63_000],
      ['job', 1, 1, 5_000],
      ['km', 2, 120, 18_000],
      ['job', 2, 1, 5_000],
      ['overtime', null, 2, 60_000],
      ['per_diem_full', null, 1, 29_000],
      ['per_diem_partial', null, 1, 14_500],
    ]);
    expect(grossOf(lines)).toBe(3_394_500);
  });

  it('gives no lines for zero rates and rounds to whole öre', () => {
    expect(payLines(rule({}), [job('2026-11-24', '08:00', 8)], '2026-11')).toEqual([]);
    expect(amountOf(2.333, 100)).toBe(233);
    expect(amountOf(1, -1_250)).toBe(-1_250);
  });
});
