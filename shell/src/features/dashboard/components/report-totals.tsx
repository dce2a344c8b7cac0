import { useState } from 'react';
import { formatCount, formatKm, formatMoney } from '@haulage/shared/format';
import { Spinner } from '../../../chrome/ui/spinner';
import { useGetJobsReportTotalQuery } from '../api/get-jobs-report';
import { customRangeProblem, defaultCustomRange, periodRange, type ReportPeriod } from '../model/report-period';
import { Figure } from './figure';
import { PeriodPicker } from './period-picker';

export const REVENUE_NOTE = 'Invoiceable value of completed jobs, excl. VAT';

/** Kilometres and revenue of the jobs completed in a period (the report's totals). */
export const ReportTotals = ({ today }: { today: string }) => {
  const [period, setPeriod] = useState<ReportPeriod>('this_month');
  const [custom, setCustom] = useState(() => defaultCustomRange(today));
  const problem = period === 'custom' ? customRangeProblem(custom) : null;
  const range = periodRange(period, today, custom);
  const { currentData: data, isFetching, isError, refetch } = useGetJobsReportTotalQuery(range, { skip: problem !== null });

  return (
    <section className="db-section" aria-labelledby="db-totals-title">
      <h2 id="db-totals-title">Completed jobs</h2>
      <PeriodPicker period={period} custom={custom} problem={problem} onPeriodChange={setPeriod} onCustomChange={setCustom} />
      {problem ? null : (
        <p className="db-muted">
          Jobs completed, ready to invoice or invoiced, planned {range.from} – {range.to}.
        </p>
      )}
      {isError && !problem && (
        <div className="db-card db-state" role="alert">
          <p>The totals could not be loaded.</p>
          <button type="button" className="sh-btn db-btn-primary" onClick={() => void refetch()}>
            Retry
          </button>
        </div>
      )}
      {!isError && !problem && (
        <div className="db-grid db-grid-3" aria-busy={isFetching} aria-label="Totals of completed jobs" role="group">
          <Figure label="Kilometres" value={data ? formatKm(data.km) : <Spinner />} />
          <Figure label="Revenue" value={data ? formatMoney(data.revenue) : <Spinner />} note={REVENUE_NOTE} />
          <Figure label="Jobs" value={data ? formatCount(data.jobs, 'job') : <Spinner />} />
        </div>
      )}
    </section>
  );
};
