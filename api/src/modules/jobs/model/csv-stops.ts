import { type JobStopInput, officeInstant } from '@haulage/shared/contracts';

/**
 * A CSV row carries at most a pickup and a delivery: `pickup` / `delivery` name a destination (by
 * documentId or name) and `…From` / `…To` its window, in Swedish office time as spreadsheets write
 * it ("2026-03-02 07:00", "07.30" on the row's plannedDate), stored as the UTC instant it is.
 */
export const CSV_STOPS = ['pickup', 'delivery'] as const;
type CsvStop = (typeof CSV_STOPS)[number];

const SUFFIX = { destination: '', plannedFrom: 'From', plannedTo: 'To' } as const;
export const STOP_COLUMNS: readonly string[] = CSV_STOPS.flatMap((stop) => Object.values(SUFFIX).map((suffix) => `${stop}${suffix}`));

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?$/;
const TIME = /^(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A window cell → an ISO instant: an instant with its offset stays as written; a local date and
 * time, or a time on the row's planned date, is office time. Anything else stays text for the
 * job's schema to refuse by name.
 */
export const csvInstant = (cell: string, plannedDate?: string): string => {
  const text = cell.trim();
  const full = DATE_TIME.exec(text);
  if (full) return officeInstant(full[1]!, Number(full[2]), Number(full[3]), Number(full[4] ?? 0)) ?? cell;
  const time = TIME.exec(text);
  if (time && plannedDate && DATE.test(plannedDate.trim()))
    return officeInstant(plannedDate.trim(), Number(time[1]), Number(time[2]), Number(time[3] ?? 0)) ?? cell;
  return cell;
};

/** The row's pickup and delivery as stops (destinations still names or documentIds to resolve). */
export const stopsOfRow = (row: Record<string, string>): JobStopInput[] =>
  CSV_STOPS.flatMap((type) => {
    const [destination, from, to] = Object.values(SUFFIX).map((suffix) => String(row[`${type}${suffix}`] ?? '').trim());
    if (!destination && !from && !to) return [];
    return [
      {
        type,
        ...(destination ? { destination } : {}),
        ...(from ? { plannedFrom: csvInstant(from, row.plannedDate) } : {}),
        ...(to ? { plannedTo: csvInstant(to, row.plannedDate) } : {}),
      },
    ];
  });

/** A job field a refusal names → the CSV column the person wrote it in (`stops.1.plannedTo` → `deliveryTo`). */
export const csvColumnOf = (field: string, job: { stops?: unknown } | undefined): string => {
  const match = /^stops\.(\d+)(?:\.(destination|plannedFrom|plannedTo))?$/.exec(field);
  const stops = Array.isArray(job?.stops) ? (job.stops as { type?: string }[]) : [];
  const type = match ? stops[Number(match[1])]?.type : undefined;
  if (!match || !CSV_STOPS.includes(type as CsvStop)) return field;
  return `${type}${SUFFIX[(match[2] ?? 'destination') as keyof typeof SUFFIX]}`;
};
