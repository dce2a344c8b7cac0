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

  it('writes times saved with an offset in UTC, so a calendar reads the same instant', () => {
    const ics = toIcs(
      [
        {
          id: 'ev-2',
          kind: 'custom',
          subject: 'Depot meeting',
          startsAt: '2026-12-01T08:30:00+01:00',
          endsAt: '2026-12-01T09:15:00.000+01:00',
          allDay: false,
          ref: 'user-events/c',
        },
      ],
      '2026-11-27T10:00:00.000Z',
    );
    expect(ics).toContain('DTSTART:20261201T073000Z\r\nDTEND:20261201T081500Z');
    expect(ics).not.toContain('+0100');
    expect(ics).toContain('DTSTAMP:20261127T100000Z');
  });

  it('writes a user event’s description escaped, and folds long lines between characters', () => {
    const description = `Bring: tyres, chains; the "big" jack\nGate code\\7\n${'Å🚚'.repeat(40)}`;
    const ics = toIcs(
      [
        {
          id: 'ev-3',
          kind: 'custom',
          subject: 'Winter tyres',
          startsAt: '2026-12-01T08:00:00Z',
          endsAt: null,
          allDay: false,
          ref: 'user-events/d',
          description,
        },
      ],
      '2026-11-27T10:00:00.000Z',
    );
    const lines = ics.split('\r\n');
    expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(Buffer.from(ics, 'utf8').toString('utf8')).toBe(ics);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(`DESCRIPTION:Bring: tyres\\, chains\\; the "big" jack\\nGate code\\\\7\\n${'Å🚚'.repeat(40)}\r\n`);
  });
});
