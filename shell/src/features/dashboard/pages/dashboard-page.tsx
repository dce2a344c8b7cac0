import { useEffect } from 'react';
import { can, officeToday } from '@haulage/shared/contracts';
import { usePageTitle } from '@haulage/shared/platform';
import { Spinner } from '../../../chrome/ui/spinner';
import { usePageMounted } from '../../../chrome/use-page-mounted';
import { preloadUiSystemWhenIdle } from '../../../federation/preload-ui-system';
import { useShellSelector } from '../../../store/store';
import { useGetFleetSummaryQuery } from '../api/get-fleet-summary';
import { DueAgenda } from '../components/due-agenda';
import { injectDashboardStyles } from '../components/dashboard-styles';
import { EventCalendar } from '../components/event-calendar';
import { FleetTotals } from '../components/fleet-totals';
import { ReportTotals } from '../components/report-totals';

injectDashboardStyles();

export const DashboardPage = () => {
  usePageMounted();
  usePageTitle('Dashboard');
  const { data, isLoading, isError, refetch } = useGetFleetSummaryQuery();
  const type = useShellSelector((s) => s.auth.user?.type);
  const today = officeToday();
  // The areas use the UI system; once the first screen is drawn, it downloads while the person reads.
  // The mark lets `npm run bench` tell what the first screen needed from what came after it.
  useEffect(() => {
    if (!data) return;
    // jsdom (the unit tests) has no User Timing.
    if (typeof performance.mark === 'function') performance.mark('dashboard-shown');
    preloadUiSystemWhenIdle();
  }, [data]);

  return (
    <div className="db-page">
      <h1>Dashboard</h1>
      <p className="db-lead">The fleet today, the work completed, the calendar and what falls due within 30 days.</p>
      {isLoading && (
        <div className="sh-center sh-pad">
          <Spinner large label="Loading" />
        </div>
      )}
      {isError && (
        <div className="db-card db-state" role="alert">
          <p>The fleet figures could not be loaded.</p>
          <button type="button" className="sh-btn" onClick={() => void refetch()}>
            Retry
          </button>
        </div>
      )}
      {data && <FleetTotals summary={data} />}
      {/* Revenue is for the office: the report's own permission decides who sees the totals. */}
      {can(type, 'jobs-report', 'read') && <ReportTotals today={today} />}
      <EventCalendar today={today} canWrite={can(type, 'events', 'create')} />
      {data && (
        <section className="db-section" aria-labelledby="db-due-title">
          <h2 id="db-due-title">Inspections and documents due</h2>
          <DueAgenda items={data.due} today={today} />
        </section>
      )}
    </div>
  );
};
