import type { CalendarEvent } from '@haulage/shared/contracts';

/** TEXT values escape backslashes, semicolons, commas and line breaks (RFC 5545 §3.3.11). */
const escape = (text: string): string =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/**
 * An instant in UTC (`20261201T073000Z`). Saved times may carry any offset (`+01:00`), which a
 * DATE-TIME cannot: written as it was saved, calendar apps read it an hour wrong or not at all.
 */
const utcStamp = (iso: string): string | null => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms)
    ? null
    : new Date(ms)
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
};
const day = (iso: string): string => iso.slice(0, 10).replace(/-/g, '');
const nextDay = (iso: string): string => day(new Date(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) + 86_400_000).toISOString());

/** Lines longer than 75 octets are folded (RFC 5545 §3.1), never inside a character. */
const fold = (line: string): string => {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > 75) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  return [...parts, current].join('\r\n');
};

const timesOf = (event: CalendarEvent): string[] | null => {
  if (event.allDay) return [`DTSTART;VALUE=DATE:${day(event.startsAt)}`, `DTEND;VALUE=DATE:${nextDay(event.endsAt ?? event.startsAt)}`];
  const start = utcStamp(event.startsAt);
  const end = event.endsAt ? utcStamp(event.endsAt) : null;
  if (!start) return null;
  return [`DTSTART:${start}`, ...(end ? [`DTEND:${end}`] : [])];
};

/** An iCalendar feed of the events, for a calendar subscription (all-day events as DATE values, times in UTC). */
export const toIcs = (events: CalendarEvent[], now: string, host = 'haulage'): string => {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:-//${host}//back office//EN`, 'CALSCALE:GREGORIAN', 'X-WR-CALNAME:Haulage'];
  for (const event of events) {
    const times = timesOf(event);
    // A time no calendar could read is left out rather than making the whole feed unreadable.
    if (!times) continue;
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.id}@${host}`,
      `DTSTAMP:${utcStamp(now)}`,
      `SUMMARY:${escape(event.subject)}`,
      ...(event.description ? [`DESCRIPTION:${escape(event.description)}`] : []),
      `CATEGORIES:${event.kind}`,
      ...times,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
};
