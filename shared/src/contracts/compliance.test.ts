import { daysUntil, dueStatus } from './compliance';
import { officeToday } from './office-clock';

describe('dueStatus', () => {
  const today = '2026-11-22';

  it('calls a past date overdue', () => {
    expect(dueStatus('2026-11-21', today)).toBe('overdue');
  });

  it('calls today and the next 30 days due soon', () => {
    expect(dueStatus('2026-11-22', today)).toBe('due_soon');
    expect(dueStatus('2026-12-22', today)).toBe('due_soon');
  });

  it('calls a date more than 30 days away ok', () => {
    expect(dueStatus('2026-12-23', today)).toBe('ok');
  });

  it('cannot judge a missing or broken date', () => {
    expect(dueStatus(null, today)).toBe('unknown');
    expect(dueStatus('not a date', today)).toBe('unknown');
  });

  it('counts days across a month end', () => {
    expect(daysUntil('2026-12-01', '2026-11-30')).toBe(1);
  });

  it('uses the Stockholm calendar day, not UTC', () => {
    expect(officeToday(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
  });
});
