import type { ConfirmationView } from '@haulage/shared/contracts';
import type { Formats, PlainTranslate } from '@haulage/shared/i18n';
import { goodsLine, jobDay, stopLabel, stopWindow } from '../model/job-facts';

interface JobFactsProps {
  view: ConfirmationView;
  t: PlainTranslate;
  f: Formats;
}

/** What the person needs to recognise the job: its day, its stops, the goods and until when to answer. */
export const JobFacts = ({ view, t, f }: JobFactsProps) => {
  const day = jobDay(f, view);
  const goods = goodsLine(t, f, view);
  return (
    <dl className="cj-facts">
      {day && (
        <div>
          <dt>{t('page.facts.date')}</dt>
          <dd>{day}</dd>
        </div>
      )}
      <div>
        <dt>{t('page.facts.stops')}</dt>
        <dd>
          {view.stops.length === 0 ? (
            t('page.facts.noStops')
          ) : (
            <ol className="cj-stops">
              {view.stops.map((stop, index) => {
                const time = stopWindow(t, f, stop);
                return (
                  <li key={index}>
                    <span className="cj-stop-type">{stopLabel(t, stop.type)}</span> {stop.place ?? t('page.stop.noPlace')}
                    {time && <span className="cj-stop-time">{time}</span>}
                  </li>
                );
              })}
            </ol>
          )}
        </dd>
      </div>
      {goods && (
        <div>
          <dt>{t('page.facts.goods')}</dt>
          <dd>{goods}</dd>
        </div>
      )}
      <div>
        <dt>{t('page.facts.answerBy')}</dt>
        <dd>{f.dateTime(view.expiresAt)}</dd>
      </div>
    </dl>
  );
};
