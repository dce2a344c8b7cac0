import type { TrackingView } from '@haulage/shared/contracts';
import { type Formats, type PlainTranslate, windowText } from '@haulage/shared/i18n';

interface NextStopProps {
  stop: NonNullable<TrackingView['nextStop']>;
  t: PlainTranslate;
  f: Formats;
}

/** Where the truck goes next and when it is expected there: the told ETA, else the planned window. */
export const NextStop = ({ stop, t, f }: NextStopProps) => (
  <section className="tj-card" aria-labelledby="tj-next-title">
    <h2 id="tj-next-title">{t('next.title')}</h2>
    <p className="tj-place">{t(stop.type === 'pickup' ? 'next.pickup' : 'next.delivery', { place: stop.place ?? '' })}</p>
    {stop.eta ? (
      <p className="tj-eta">{t('next.eta', { when: f.dateTime(stop.eta) })}</p>
    ) : (
      stop.plannedFrom && <p>{t('next.planned', { when: windowText(f, stop.plannedFrom, stop.plannedTo) })}</p>
    )}
  </section>
);
