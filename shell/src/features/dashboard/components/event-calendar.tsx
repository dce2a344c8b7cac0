import { lazy, Suspense, useMemo, useState } from 'react';
import type { CalendarEvent } from '@haulage/shared/contracts';
import { reportRefusal } from '@haulage/shared/feedback';
import { useShell } from '../../../chrome/shell-context';
import { downloadCalendar } from '../api/download-calendar';
import { useGetCalendarEventsQuery } from '../api/get-calendar-events';
import { firstOfMonth, gridRange, lastOfMonth, monthOf, shiftMonth } from '../model/calendar-month';
import { groupEventsByDay } from '../model/events-by-day';
import { useNarrowScreen } from '../model/use-narrow-screen';
import { CalendarAgenda } from './calendar-agenda';
import { CalendarLegend } from './calendar-legend';
import { CalendarToolbar, type CalendarView } from './calendar-toolbar';
import { MonthTable } from './month-table';

// The dialog brings the form library and the API's schema: they load when it is first opened,
// not with the dashboard.
const EventDialog = lazy(() => import('./event-dialog').then((m) => ({ default: m.EventDialog })));
const SubscribeDialog = lazy(() => import('./subscribe-dialog').then((m) => ({ default: m.SubscribeDialog })));

type DialogState = { date: string } | { event: CalendarEvent } | null;

/** GET /api/events for the month shown, as a month table or (on a phone) an agenda. */
export const EventCalendar = ({ today, canWrite }: { today: string; canWrite: boolean }) => {
  const { services } = useShell();
  const [month, setMonth] = useState(() => monthOf(today));
  const narrow = useNarrowScreen();
  const [chosenView, setChosenView] = useState<CalendarView | null>(null);
  const view = chosenView ?? (narrow ? 'agenda' : 'month');
  const [dialog, setDialog] = useState<DialogState>(null);
  const [downloading, setDownloading] = useState(false);
  const [subscribing, setSubscribing] = useState(false);
  const range = gridRange(month);
  const { currentData, isFetching, isError, refetch } = useGetCalendarEventsQuery(range);
  const eventsByDay = useMemo(() => groupEventsByDay(currentData ?? [], range.from, range.to), [currentData, range.from, range.to]);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadCalendar(services.http, { from: firstOfMonth(month), to: lastOfMonth(month) });
    } catch (error) {
      reportRefusal(services.feedback, error, 'The calendar could not be downloaded');
    } finally {
      setDownloading(false);
    }
  };

  const shared = { month, today, eventsByDay, busy: isFetching, canWrite, onEdit: (event: CalendarEvent) => setDialog({ event }) };
  return (
    <section className="db-section" aria-labelledby="db-calendar-title">
      <h2 id="db-calendar-title">Calendar</h2>
      <CalendarToolbar
        month={month}
        view={view}
        canWrite={canWrite}
        downloading={downloading}
        onMonth={(step) => setMonth(step === 0 ? monthOf(today) : shiftMonth(month, step))}
        onView={setChosenView}
        onAdd={() => setDialog({ date: month === monthOf(today) ? today : firstOfMonth(month) })}
        onDownload={() => void download()}
        onSubscribe={() => setSubscribing(true)}
      />
      <CalendarLegend />
      {isError ? (
        <div className="db-card db-state" role="alert">
          <p>The calendar could not be loaded.</p>
          <button type="button" className="sh-btn db-btn-primary" onClick={() => void refetch()}>
            Retry
          </button>
        </div>
      ) : view === 'month' ? (
        <MonthTable {...shared} onAdd={(date) => setDialog({ date })} />
      ) : (
        <CalendarAgenda key={month} {...shared} />
      )}
      {subscribing && (
        <Suspense fallback={null}>
          <SubscribeDialog onClose={() => setSubscribing(false)} />
        </Suspense>
      )}
      {dialog && (
        <Suspense fallback={null}>
          <EventDialog
            date={'date' in dialog ? dialog.date : undefined}
            event={'event' in dialog ? dialog.event : undefined}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
    </section>
  );
};
