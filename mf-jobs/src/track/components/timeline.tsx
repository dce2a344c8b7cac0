import type { TrackingTimelineEntry } from '@haulage/shared/contracts';
import { type Formats, type PlainTranslate, windowText } from '@haulage/shared/i18n';

interface TimelineProps {
  entries: TrackingTimelineEntry[];
  t: PlainTranslate;
  f: Formats;
}

/** The five steps, each with its planned window and when it happened; the step under way is marked. */
export const Timeline = ({ entries, t, f }: TimelineProps) => (
  <ol className="tj-timeline" aria-label={t('timeline')}>
    {entries.map((entry) => (
      <li key={entry.step} className={`tj-step tj-${entry.state}`} aria-current={entry.state === 'current' ? 'step' : undefined}>
        <span className="tj-dot" aria-hidden="true" />
        <span className="tj-step-name">{t(`steps.${entry.step}`)}</span>
        <span className="tj-visually-hidden"> ({t(`state.${entry.state}`)})</span>
        {entry.actualAt && <span className="tj-step-time">{t('actual', { when: f.dateTime(entry.actualAt) })}</span>}
        {!entry.actualAt && entry.plannedFrom && (
          <span className="tj-step-time">{t('planned', { when: windowText(f, entry.plannedFrom, entry.plannedTo) })}</span>
        )}
      </li>
    ))}
  </ol>
);
