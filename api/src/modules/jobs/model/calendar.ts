import type { CalendarEvent } from '@haulage/shared/contracts';

const escape = (text: string): string => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
const stamp = (iso: string): string => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
const day = (iso: string): string => iso.slice(0, 10).replace(/-/g, '');
const nextDay = (iso: string): string => day(new Date(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) + 86_400_000).toISOString());

/** Lines longer than 75 octets are folded (RFC 5545 §3.1). */
const fold = (line: string): string => {
  const parts: string[] = [];
  let rest = line;
  while (Buffer.byteLength(rest) > 75) {
    let cut = 74;
    while (Buffer.byteLength(rest.slice(0, cut)) > 74) cut -= 1;
    parts.push(rest.slice(0, cut));
    rest = ` ${rest.slice(cut)}`;
  }
  return [...parts, rest].join('\r\n');
};

/** An iCalendar feed of the events, for a calendar subscription (all-day events as DATE values). */
export const toIcs = (events: CalendarEvent[], now: string, host = 'haulage'): string => {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:-//${host}//back office//EN`, 'CALSCALE:GREGORIAN', 'X-WR-CALNAME:Haulage'];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.id}@${host}`,
      `DTSTAMP:${stamp(now)}`,
      `SUMMARY:${escape(event.subject)}`,
      `CATEGORIES:${event.kind}`,
    );
    if (event.allDay)
      lines.push(`DTSTART;VALUE=DATE:${day(event.startsAt)}`, `DTEND;VALUE=DATE:${nextDay(event.endsAt ?? event.startsAt)}`);
    else lines.push(`DTSTART:${stamp(event.startsAt)}`, ...(event.endsAt ? [`DTEND:${stamp(event.endsAt)}`] : []));
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
};
