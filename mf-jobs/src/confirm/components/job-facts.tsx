import type { ConfirmationView } from '@haulage/shared/contracts';
import { formatDateTime } from '@haulage/shared/format';
import { goodsLine, jobDay, stopLabel, stopWindow } from '../model/job-facts';

/** What the person needs to recognise the job: its day, its stops, the goods and until when to answer. */
export const JobFacts = ({ view }: { view: ConfirmationView }) => {
  const day = jobDay(view);
  const goods = goodsLine(view);
  return (
    <dl className="cj-facts">
      {day && (
        <div>
          <dt>Date</dt>
          <dd>{day}</dd>
        </div>
      )}
      <div>
        <dt>Stops</dt>
        <dd>
          {view.stops.length === 0 ? (
            'No stops given'
          ) : (
            <ol className="cj-stops">
              {view.stops.map((stop, index) => {
                const time = stopWindow(stop);
                return (
                  <li key={index}>
                    <span className="cj-stop-type">{stopLabel(stop.type)}</span> {stop.place ?? 'Place not given'}
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
          <dt>Goods</dt>
          <dd>{goods}</dd>
        </div>
      )}
      <div>
        <dt>Answer by</dt>
        <dd>{formatDateTime(view.expiresAt)}</dd>
      </div>
    </dl>
  );
};
