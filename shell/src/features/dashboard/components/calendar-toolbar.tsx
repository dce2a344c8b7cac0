import { formatMonthTitle } from '../model/calendar-labels';

export type CalendarView = 'month' | 'agenda';

interface CalendarToolbarProps {
  month: string;
  view: CalendarView;
  canWrite: boolean;
  downloading: boolean;
  onMonth(step: -1 | 0 | 1): void;
  onView(view: CalendarView): void;
  onAdd(): void;
  onDownload(): void;
  onSubscribe(): void;
}

/** Previous, today and next; the month shown (announced when it changes); the view; adding, exporting and subscribing. */
export const CalendarToolbar = ({
  month,
  view,
  canWrite,
  downloading,
  onMonth,
  onView,
  onAdd,
  onDownload,
  onSubscribe,
}: CalendarToolbarProps) => (
  <div className="db-toolbar">
    <div className="db-toolbar-group">
      <button type="button" className="sh-btn db-btn" aria-label="Previous month" onClick={() => onMonth(-1)}>
        <span aria-hidden>‹</span>
      </button>
      <button type="button" className="sh-btn db-btn" onClick={() => onMonth(0)}>
        Today
      </button>
      <button type="button" className="sh-btn db-btn" aria-label="Next month" onClick={() => onMonth(1)}>
        <span aria-hidden>›</span>
      </button>
      <p className="db-month" aria-live="polite">
        {formatMonthTitle(month)}
      </p>
    </div>
    <div className="db-toolbar-group">
      <div className="db-segmented" role="group" aria-label="View">
        {(['month', 'agenda'] as const).map((value) => (
          <button key={value} type="button" className="sh-btn db-btn" aria-pressed={view === value} onClick={() => onView(value)}>
            {value === 'month' ? 'Month' : 'Agenda'}
          </button>
        ))}
      </div>
      <button type="button" className="sh-btn db-btn" disabled={downloading} onClick={onDownload}>
        Download iCalendar (.ics)
      </button>
      <button type="button" className="sh-btn db-btn" onClick={onSubscribe}>
        Subscribe
      </button>
      {canWrite && (
        <button type="button" className="sh-btn db-btn-primary" onClick={onAdd}>
          Add event
        </button>
      )}
    </div>
  </div>
);
