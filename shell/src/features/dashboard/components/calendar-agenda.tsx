import { useState } from 'react';
import type { CalendarEvent } from '@haulage/shared/contracts';
import { formatDayLabel, formatMonthTitle } from '../model/calendar-labels';
import { firstOfMonth, lastOfMonth } from '../model/calendar-month';
import { agendaDays } from '../model/events-by-day';
import { CalendarEntry } from './calendar-entry';

interface CalendarAgendaProps {
  month: string;
  today: string;
  eventsByDay: Map<string, CalendarEvent[]>;
  busy: boolean;
  canWrite: boolean;
  onEdit(event: CalendarEvent): void;
}

/**
 * The month's days that have entries, one after another: the calendar on a phone. In the current
 * month the days already past are folded away, so the list opens at today rather than weeks back.
 */
export const CalendarAgenda = ({ month, today, eventsByDay, busy, canWrite, onEdit }: CalendarAgendaProps) => {
  const [showPast, setShowPast] = useState(false);
  const [from, to] = [firstOfMonth(month), lastOfMonth(month)];
  const { days, past, inMonth } = agendaDays(eventsByDay, { from, to, today, showPast });
  if (inMonth === 0) {
    return busy ? null : <p className="db-card db-state">Nothing in the calendar in {formatMonthTitle(month)}.</p>;
  }
  return (
    <>
      {past > 0 && (
        <button type="button" className="sh-btn db-btn db-past" aria-expanded={showPast} onClick={() => setShowPast(!showPast)}>
          {showPast ? 'Hide the days already past' : `Show ${past} earlier ${past === 1 ? 'day' : 'days'}`}
        </button>
      )}
      {days.length === 0 ? (
        <p className="db-card db-state">Nothing more in the calendar in {formatMonthTitle(month)}.</p>
      ) : (
        <ol className="db-agenda" aria-label={`Agenda, ${formatMonthTitle(month)}`} aria-busy={busy}>
          {days.map(([date, events]) => (
            <li key={date} aria-current={date === today ? 'date' : undefined}>
              <h3>
                {formatDayLabel(date)}
                {date === today ? ' (today)' : ''}
              </h3>
              <ul className="db-card db-items">
                {events.map((event) => (
                  <li className="db-item" key={event.id}>
                    <CalendarEntry event={event} canEdit={canWrite} onEdit={onEdit} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </>
  );
};
