import { OFFICE_TIME_ZONE } from '@haulage/shared/format';

/**
 * Wall-clock dates and times in the office's time zone. The calendar shows every instant as the
 * office sees it (as `@haulage/shared/format` does), so an event typed as 09:00 is 09:00 in
 * Stockholm whatever zone the browser is in.
 */
const parts = new Intl.DateTimeFormat('sv-SE', {
  timeZone: OFFICE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export interface OfficeDateTime {
  date: string;
  time: string;
}

/** "2026-03-05T08:30:00.000Z" → { date: "2026-03-05", time: "09:30" }. */
export const officeDateTime = (iso: string): OfficeDateTime => {
  const p = Object.fromEntries(parts.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
};

const offsetMs = (time: number): number => {
  const { date, time: clock } = officeDateTime(new Date(time).toISOString());
  return Date.parse(`${date}T${clock}:00Z`) - Math.floor(time / 60_000) * 60_000;
};

/**
 * The instant of a wall-clock date and time in the office: ("2026-07-01", "09:30") →
 * "2026-07-01T07:30:00.000Z". Null when either is not a valid value.
 */
export const officeInstant = (date: string, time: string): string | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const wall = Date.parse(`${date}T${time}:00Z`);
  if (Number.isNaN(wall)) return null;
  // The offset at the wall time read as UTC is right except within hours of a change, which a
  // second pass corrects.
  const first = wall - offsetMs(wall);
  return new Date(wall - offsetMs(first)).toISOString();
};
