import { useState } from 'react';
import type { CalendarEvent } from '@haulage/shared/contracts';
import type { CalendarDay } from '../model/calendar-month';
import { formatDayLabel, formatShortDay } from '../model/calendar-labels';
import { CalendarEntry } from './calendar-entry';

/** A busy day shows this many entries, and a button for the rest, so the weeks keep their shape. */
const SHOWN = 4;

interface DayCellProps {
  day: CalendarDay;
  today: string;
  events: readonly CalendarEvent[];
  canWrite: boolean;
  onAdd(date: string): void;
  onEdit(event: CalendarEvent): void;
}

export const DayCell = ({ day, today, events, canWrite, onAdd, onEdit }: DayCellProps) => {
  const [expanded, setExpanded] = useState(false);
  const hidden = events.length - SHOWN;
  const shown = expanded || hidden <= 1 ? events : events.slice(0, SHOWN);
  const isToday = day.date === today;
  const classes = ['db-day', day.inMonth ? '' : 'db-day-out', isToday ? 'db-today' : ''].filter(Boolean).join(' ');
  return (
    <td className={classes} aria-current={isToday ? 'date' : undefined}>
      <div className="db-day-head">
        <span className="db-day-num">
          <span aria-hidden>{Number(day.date.slice(8))}</span>
          <span className="db-sr">{`${formatDayLabel(day.date)}${isToday ? ', today' : ''}`}</span>
        </span>
        {canWrite && (
          <button
            type="button"
            className="db-add"
            aria-label={`Add an event on ${formatShortDay(day.date)}`}
            onClick={() => onAdd(day.date)}
          >
            +
          </button>
        )}
      </div>
      {shown.length > 0 && (
        <ul className="db-ev-list">
          {shown.map((event) => (
            <li key={event.id}>
              <CalendarEntry event={event} canEdit={canWrite} onEdit={onEdit} />
            </li>
          ))}
        </ul>
      )}
      {hidden > 1 && (
        <button
          type="button"
          className="db-more"
          aria-expanded={expanded}
          aria-label={expanded ? `Show fewer on ${formatShortDay(day.date)}` : `${hidden} more on ${formatShortDay(day.date)}`}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show fewer' : `${hidden} more`}
        </button>
      )}
    </td>
  );
};
