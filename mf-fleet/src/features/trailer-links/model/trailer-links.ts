import type { TrailerLink } from '@haulage/shared/contracts';
import { toDateTimeInput } from '@haulage/shared/format';

export const isOpenLink = (link: Pick<TrailerLink, 'linkedTo'>, now = new Date()): boolean =>
  link.linkedTo == null || Date.parse(link.linkedTo) > now.getTime();

export const openLinks = <T extends Pick<TrailerLink, 'linkedTo'>>(links: T[], now = new Date()): T[] =>
  links.filter((link) => isOpenLink(link, now));

/** '2026-02-03T08:15:00.000Z' → '2026-02-03 09:15' in the office's time zone. */
export { formatDateTime } from '@haulage/shared/format';

/** A datetime-local input value ('2026-02-03T09:15') → ISO with offset, as the API wants. */
export const localInputToIso = (value: string): string => {
  const date = new Date(value);
  // An unreadable value is passed on for the schema to reject with its message.
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
};

/** Now as a datetime-local input value in the browser's time zone. */
export const nowForInput = (now = new Date()): string => toDateTimeInput(now);

export interface LinkFormValues {
  other: string;
  linkedFrom: string;
  note: string;
}

/** The link form's values → the API payload; `by` says which end the page already is. */
export const toLinkPayload = (by: 'truck' | 'trailer', documentId: string, values: LinkFormValues) => ({
  truck: by === 'truck' ? documentId : values.other,
  trailer: by === 'trailer' ? documentId : values.other,
  linkedFrom: localInputToIso(values.linkedFrom),
  note: values.note.trim() === '' ? null : values.note.trim(),
});
