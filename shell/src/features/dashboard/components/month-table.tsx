import type { CalendarEvent } from '@haulage/shared/contracts';
import { formatMonthTitle, WEEKDAYS } from '../model/calendar-labels';
import { monthGrid } from '../model/calendar-month';
import { DayCell } from './day-cell';

interface MonthTableProps {
  month: string;
  today: string;
  eventsByDay: Map<string, CalendarEvent[]>;
  busy: boolean;
  canWrite: boolean;
  onAdd(date: string): void;
  onEdit(event: CalendarEvent): void;
}

const NONE: CalendarEvent[] = [];

/** The month as a table: a row per week (with its week number, as Swedish calendars print it), Monday first. */
export const MonthTable = ({ month, today, eventsByDay, busy, canWrite, onAdd, onEdit }: MonthTableProps) => (
  <div className="db-cal-wrap">
    <table className="db-cal" aria-busy={busy}>
      <caption className="db-sr">Calendar, {formatMonthTitle(month)}</caption>
      <thead>
        <tr>
          <th scope="col" className="db-wk">
            <abbr title="Week">W</abbr>
          </th>
          {WEEKDAYS.map(([short, long]) => (
            <th scope="col" key={long}>
              <abbr title={long}>{short}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthGrid(month).map((week) => (
          <tr key={week.days[0]!.date}>
            <th scope="row" className="db-wk">
              <span className="db-sr">Week </span>
              {week.week}
            </th>
            {week.days.map((day) => (
              <DayCell
                key={day.date}
                day={day}
                today={today}
                events={eventsByDay.get(day.date) ?? NONE}
                canWrite={canWrite}
                onAdd={onAdd}
                onEdit={onEdit}
              />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);
