import { entryHref, type CalendarEvent } from '@haulage/shared/contracts';

/** What choosing an event opens: the page of what it is about, or the person's own event. */
export type EventTarget = { type: 'page'; path: string } | { type: 'own'; documentId: string } | { type: 'none' };

/** `ref` is `<collection>/<documentId>` (`jobs/…`, `trucks/…`, `drivers/…`, `user-events/…`). */
export const eventTarget = ({ ref }: Pick<CalendarEvent, 'ref'>): EventTarget => {
  const slash = ref.indexOf('/');
  const [collection, documentId] = [ref.slice(0, slash), ref.slice(slash + 1)];
  if (slash < 1 || !documentId) return { type: 'none' };
  if (collection === 'user-events') return { type: 'own', documentId };
  const path = entryHref(collection, documentId);
  return path ? { type: 'page', path } : { type: 'none' };
};
