import { EVENT_KIND_LABELS, EVENT_KINDS_IN_LEGEND } from '../model/calendar-labels';

/** What each colour means. */
export const CalendarLegend = () => (
  <ul className="db-legend" aria-label="Colours of the calendar">
    {EVENT_KINDS_IN_LEGEND.map((kind) => (
      <li key={kind}>
        <span className={`db-swatch db-ev-${kind}`} aria-hidden />
        {EVENT_KIND_LABELS[kind]}
      </li>
    ))}
  </ul>
);
