import { useTranslation } from 'react-i18next';
import type { DriverRun } from '@haulage/shared/contracts';
import { orderRun } from '../model/run-order';
import { StopCard } from './stop-card';
import type { StopActions } from './stop-actions';

/** The run in driving order, a trip's stops under its number. */
export const RunList = ({ run, actions }: { run: DriverRun; actions: StopActions }) => {
  const { t } = useTranslation();
  const items = orderRun(run.items);
  if (items.length === 0) return <p>{t('app.noRun')}</p>;
  return (
    <section aria-label={t('app.title')} className="dr-run">
      {items.map((item) => (
        <section key={`${item.kind}-${item.documentId}`} className="dr-item" aria-labelledby={`item-${item.documentId}`}>
          <h2 id={`item-${item.documentId}`}>
            {item.kind === 'trip' ? t('stop.trip', { number: item.tripNumber }) : t('stop.job', { number: item.jobNumber })}
          </h2>
          {item.stops.map((stop) => (
            <StopCard key={stop.documentId} stop={stop} actions={actions} />
          ))}
        </section>
      ))}
    </section>
  );
};
