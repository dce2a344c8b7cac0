import { useId } from 'react';
import { REPORT_PERIOD_LABELS, REPORT_PERIODS, type DateRange, type ReportPeriod } from '../model/report-period';

interface PeriodPickerProps {
  period: ReportPeriod;
  custom: DateRange;
  problem: string | null;
  onPeriodChange(period: ReportPeriod): void;
  onCustomChange(range: DateRange): void;
}

/** The period the totals cover: a fixed one, or a first and last day of one's own. */
export const PeriodPicker = ({ period, custom, problem, onPeriodChange, onCustomChange }: PeriodPickerProps) => {
  const id = useId();
  return (
    <div className="db-controls">
      <div className="db-control">
        <label htmlFor={`${id}-period`}>Period</label>
        <select
          id={`${id}-period`}
          className="db-input"
          value={period}
          onChange={(event) => onPeriodChange(event.target.value as ReportPeriod)}
        >
          {REPORT_PERIODS.map((value) => (
            <option key={value} value={value}>
              {REPORT_PERIOD_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      {period === 'custom' && (
        <>
          <div className="db-control">
            <label htmlFor={`${id}-from`}>First day</label>
            <input
              id={`${id}-from`}
              type="date"
              className="db-input"
              value={custom.from}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(event) => onCustomChange({ ...custom, from: event.target.value })}
            />
          </div>
          <div className="db-control">
            <label htmlFor={`${id}-to`}>Last day</label>
            <input
              id={`${id}-to`}
              type="date"
              className="db-input"
              value={custom.to}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(event) => onCustomChange({ ...custom, to: event.target.value })}
            />
          </div>
        </>
      )}
      {problem ? (
        <p id={`${id}-problem`} className="sh-error db-control-error">
          {problem}
        </p>
      ) : null}
    </div>
  );
};
