const clock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Stockholm', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** "HH:mm" on the office's wall clock (Europe/Stockholm) of an ISO date-time; OB bands are wall-clock hours. */
export const officeTime = (iso: string): string => {
  const parts = Object.fromEntries(clock.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.hour}:${parts.minute}`;
};

/** The first and last day of a month "YYYY-MM". */
export const monthBounds = (period: string): { from: string; to: string } => {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return { from: `${period}-01`, to: new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10) };
};
