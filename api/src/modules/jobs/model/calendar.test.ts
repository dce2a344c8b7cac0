import { toIcs } from './calendar';

describe('the iCalendar feed', () => {
  it('writes all-day and timed events, escaped and folded', () => {
    const ics = toIcs(
      [
        { id: 'job-1', kind: 'job', subject: 'Job 10001, Åkeri; Väst', startsAt: '2026-03-02', endsAt: null, allDay: true, ref: 'jobs/a' },
        {
          id: 'ev-1',
          kind: 'custom',
          subject: 'x'.repeat(100),
          startsAt: '2026-03-02T08:00:00.000Z',
          endsAt: '2026-03-02T09:00:00.000Z',
          allDay: false,
          ref: 'user-events/b',
        },
      ],
      '2026-03-01T10:00:00.000Z',
    );
    expect(ics).toContain('BEGIN:VCALENDAR\r\nVERSION:2.0');
    expect(ics).toContain('SUMMARY:Job 10001\\, Åkeri\\; Väst');
    expect(ics).toContain('DTSTART;VALUE=DATE:20260302\r\nDTEND;VALUE=DATE:20260303');
    expect(ics).toContain('DTSTART:20260302T080000Z\r\nDTEND:20260302T090000Z');
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});
