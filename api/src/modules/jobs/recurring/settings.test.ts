import { parseRecurringSettings } from './settings';

describe('recurring settings', () => {
  it('make eight weeks ahead every hour by default', () => {
    expect(parseRecurringSettings({})).toEqual({ horizonWeeks: 8, intervalMinutes: 60 });
  });

  it('keep the horizon within 1 to 26 weeks and the interval at least a minute', () => {
    expect(parseRecurringSettings({ RECURRING_HORIZON_WEEKS: '52', RECURRING_INTERVAL_MINUTES: '0' })).toEqual({
      horizonWeeks: 26,
      intervalMinutes: 1,
    });
    expect(parseRecurringSettings({ RECURRING_HORIZON_WEEKS: '0' }).horizonWeeks).toBe(1);
    expect(parseRecurringSettings({ RECURRING_HORIZON_WEEKS: 'soon' }).horizonWeeks).toBe(8);
  });
});
