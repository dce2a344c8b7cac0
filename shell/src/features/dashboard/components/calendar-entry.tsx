import type { CalendarEvent } from '@haulage/shared/contracts';
import { RouterLink } from '../../../chrome/router/link';
import { EVENT_KIND_LABELS, eventTimeText } from '../model/calendar-labels';
import { eventTarget } from '../model/event-target';

interface CalendarEntryProps {
  event: CalendarEvent;
  /** Whether the user may change user events (they open in the dialog). */
  canEdit: boolean;
  onEdit(event: CalendarEvent): void;
}

/**
 * One entry, coloured by kind: a link to the job, truck or driver it is about, or a button that
 * opens a user event. Jobs and dates falling due say what they are in their subject; a user
 * event's kind is spoken before its title, so the colour is never the only cue.
 */
export const CalendarEntry = ({ event, canEdit, onEdit }: CalendarEntryProps) => {
  const target = eventTarget(event);
  const time = eventTimeText(event);
  const className = `db-ev db-ev-${event.kind}`;
  const content = (
    <>
      {event.kind === 'custom' && <span className="db-sr">{EVENT_KIND_LABELS.custom}: </span>}
      {time && <span className="db-ev-time">{time} </span>}
      {event.subject}
    </>
  );
  if (target.type === 'page') {
    return (
      <RouterLink to={target.path} className={className} title={event.subject}>
        {content}
      </RouterLink>
    );
  }
  if (target.type === 'own' && canEdit) {
    return (
      <button type="button" className={className} title={event.subject} onClick={() => onEdit(event)}>
        {content}
      </button>
    );
  }
  return (
    <span className={className} title={event.subject}>
      {content}
    </span>
  );
};
