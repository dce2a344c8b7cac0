import { parseTrackingSettings } from './settings';

describe('TRACKING_LINK_DAYS', () => {
  it('defaults to 30 days after delivery and reads a whole number of days', () => {
    expect(parseTrackingSettings({})).toEqual({ linkDays: 30 });
    expect(parseTrackingSettings({ TRACKING_LINK_DAYS: ' 7 ' })).toEqual({ linkDays: 7 });
  });
  it('stops the start on anything else', () => {
    expect(() => parseTrackingSettings({ TRACKING_LINK_DAYS: 'a week' })).toThrow('TRACKING_LINK_DAYS is a whole number of days');
    expect(() => parseTrackingSettings({ TRACKING_LINK_DAYS: '-1' })).toThrow();
  });
});
