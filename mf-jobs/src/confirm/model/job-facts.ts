import type { ConfirmationView } from '@haulage/shared/contracts';
import { type Formats, type PlainTranslate, windowText } from '@haulage/shared/i18n';

type Stop = ConfirmationView['stops'][number];

const KNOWN_STOPS = new Set(['pickup', 'delivery']);

/** "Pickup", "Delivery"; any other kind of stop is just a stop. */
export const stopLabel = (t: PlainTranslate, type: string): string => t(`page.stop.${KNOWN_STOPS.has(type) ? type : 'other'}`);

/**
 * A stop's planned time on the office's clock in the reader's form: "2026-11-25 07:00–08:00", the
 * day written once when both ends fall on it; one end alone says so; null when the stop has no time.
 */
export const stopWindow = (t: PlainTranslate, f: Formats, stop: Pick<Stop, 'plannedFrom' | 'plannedTo'>): string | null => {
  if (stop.plannedFrom && stop.plannedTo) return windowText(f, stop.plannedFrom, stop.plannedTo);
  if (stop.plannedFrom) return t('page.window.from', { when: f.dateTime(stop.plannedFrom) });
  return stop.plannedTo ? t('page.window.by', { when: f.dateTime(stop.plannedTo) }) : null;
};

/** The job's day in the reader's form: the planned date, else the first timed stop's day. */
export const jobDay = (f: Formats, view: Pick<ConfirmationView, 'plannedDate' | 'stops'>): string | null => {
  const day = view.plannedDate ?? view.stops.find((stop) => stop.plannedFrom)?.plannedFrom ?? null;
  return day ? f.date(day) : null;
};

/** "Paper reels · 18 pallets · 12 500 kg"; null when nothing is known about the goods. */
export const goodsLine = (
  t: PlainTranslate,
  f: Formats,
  view: Pick<ConfirmationView, 'goodsDescription' | 'pallets' | 'weightKg'>,
): string | null => {
  const { pallets, weightKg } = view;
  const parts = [
    view.goodsDescription?.trim() || null,
    // The plain translator has no plurals: the count picks the key, as i18next would.
    pallets == null ? null : t(pallets === 1 ? 'page.pallets_one' : 'page.pallets_other', { count: f.number(pallets) }),
    weightKg == null ? null : t('page.weight', { weight: f.number(weightKg) }),
  ].filter((part): part is string => !!part);
  return parts.length > 0 ? parts.join(' · ') : null;
};
