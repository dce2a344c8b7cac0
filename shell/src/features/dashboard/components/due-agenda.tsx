import { dueStatus, type DueItem } from '@haulage/shared/contracts';
import { RouterLink } from '../../../chrome/router/link';
import { DUE_KIND_LABELS, dueItemPath, dueText, groupByDate } from '../model/due-items';

const formatDay = (date: string): string =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

const DueBadge = ({ date, today }: { date: string; today: string }) => {
  const status = dueStatus(date, today);
  return (
    <span className={`db-badge db-${status}`} data-status={status}>
      {dueText(date, today)}
    </span>
  );
};

/** Inspections and documents overdue or due within 30 days, as a day-by-day agenda. */
export const DueAgenda = ({ items, today }: { items: DueItem[]; today: string }) => {
  if (items.length === 0) {
    return (
      <div className="db-card db-state">
        <p>
          <strong>Nothing due</strong>
        </p>
        <p>No inspections or documents are due within 30 days.</p>
      </div>
    );
  }
  return (
    <ol className="db-agenda" aria-label="Due dates">
      {groupByDate(items).map((day) => (
        <li key={day.date}>
          <h3>{formatDay(day.date)}</h3>
          <div className="db-card">
            <ul className="db-items">
              {day.items.map((item) => (
                <li className="db-item" key={`${item.kind}-${item.documentId}`}>
                  <div>
                    <RouterLink to={dueItemPath(item)}>{item.subject}</RouterLink>
                    <p>{DUE_KIND_LABELS[item.kind]}</p>
                  </div>
                  <DueBadge date={item.date} today={today} />
                </li>
              ))}
            </ul>
          </div>
        </li>
      ))}
    </ol>
  );
};
