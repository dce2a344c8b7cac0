import { buildRrule, officeWallClock } from '@haulage/shared/contracts';
import { expandRule, shiftInstant } from './rule-expansion';

describe('expandRule', () => {
  it('keeps weekly days on their weekday across both daylight-saving changes', () => {
    // Summer time starts 29 March 2026 and ends 25 October 2026.
    const spring = expandRule('FREQ=WEEKLY;INTERVAL=1;BYDAY=MO', '2026-03-01', null, '2026-03-20', '2026-04-10');
    expect(spring).toEqual(['2026-03-23', '2026-03-30', '2026-04-06']);
    const autumn = expandRule('FREQ=WEEKLY;INTERVAL=1;BYDAY=SU,MO', '2026-10-01', null, '2026-10-24', '2026-11-02');
    expect(autumn).toEqual(['2026-10-25', '2026-10-26', '2026-11-01', '2026-11-02']);
  });

  it('counts every N weeks from the start, within start and end', () => {
    const rule = buildRrule({ frequency: 'weekly', interval: 2, weekdays: ['TU', 'TH'] });
    expect(expandRule(rule, '2026-03-03', '2026-03-26', '2026-01-01', '2026-12-31')).toEqual([
      '2026-03-03',
      '2026-03-05',
      '2026-03-17',
      '2026-03-19',
    ]);
  });

  it('expands monthly rules by date and by n-th weekday', () => {
    const byDate = buildRrule({ frequency: 'monthly', interval: 1, monthDay: 15 });
    expect(expandRule(byDate, '2026-01-01', null, '2026-01-01', '2026-03-31')).toEqual(['2026-01-15', '2026-02-15', '2026-03-15']);
    const lastFriday = buildRrule({ frequency: 'monthly', interval: 1, position: -1, weekday: 'FR' });
    expect(expandRule(lastFriday, '2026-01-01', null, '2026-01-01', '2026-03-31')).toEqual(['2026-01-30', '2026-02-27', '2026-03-27']);
    const secondMonday = buildRrule({ frequency: 'monthly', interval: 2, position: 2, weekday: 'MO' });
    expect(expandRule(secondMonday, '2026-01-01', null, '2026-01-01', '2026-05-31')).toEqual(['2026-01-12', '2026-03-09', '2026-05-11']);
  });

  it('answers nothing for a window outside the schedule', () => {
    expect(expandRule('FREQ=WEEKLY;INTERVAL=1;BYDAY=MO', '2026-05-01', '2026-05-31', '2026-06-01', '2026-06-30')).toEqual([]);
  });
});

describe('shiftInstant', () => {
  it('keeps the office’s wall clock from a winter template to a summer day and back', () => {
    // 07:00 in Stockholm: 06:00Z in winter, 05:00Z in summer.
    expect(shiftInstant('2026-01-12T06:00:00.000Z', '2026-01-12', '2026-06-15')).toBe('2026-06-15T05:00:00.000Z');
    expect(shiftInstant('2026-06-15T05:00:00.000Z', '2026-06-15', '2026-11-02')).toBe('2026-11-02T06:00:00.000Z');
    // The Monday after the spring change.
    expect(shiftInstant('2026-03-23T06:00:00.000Z', '2026-03-23', '2026-03-30')).toBe('2026-03-30T05:00:00.000Z');
    expect(officeWallClock('2026-03-30T05:00:00.000Z')).toEqual({ date: '2026-03-30', hour: 7, minute: 0, second: 0 });
  });

  it('keeps a stop on the template’s next day on the occurrence’s next day', () => {
    expect(shiftInstant('2026-01-13T04:30:00.000Z', '2026-01-12', '2026-06-15')).toBe('2026-06-16T03:30:00.000Z');
  });
});
