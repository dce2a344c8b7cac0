import type { ConfirmationView } from '@haulage/shared/contracts';
import { formatDateTime, formatLongDate, formatNumber } from '@haulage/shared/format';

type Stop = ConfirmationView['stops'][number];

const STOP_LABELS: Record<string, string> = { pickup: 'Pickup', delivery: 'Delivery' };

/** "Pickup", "Delivery"; any other kind of stop is just a stop. */
export const stopLabel = (type: string): string => STOP_LABELS[type] ?? 'Stop';

/**
 * A stop's planned time in the office's zone: "2026-11-25 07:00–08:00", the day written once when
 * both ends fall on it; null when the stop has no time.
 */
export const stopWindow = (stop: Pick<Stop, 'plannedFrom' | 'plannedTo'>): string | null => {
  const from = stop.plannedFrom ? formatDateTime(stop.plannedFrom) : null;
  const to = stop.plannedTo ? formatDateTime(stop.plannedTo) : null;
  if (from && to) return from.slice(0, 10) === to.slice(0, 10) ? `${from}–${to.slice(11)}` : `${from} – ${to}`;
  if (from) return `from ${from}`;
  return to ? `by ${to}` : null;
};

/** The job's day in words ("25 november 2026"): the planned date, else the first stop's day. */
export const jobDay = (view: Pick<ConfirmationView, 'plannedDate' | 'stops'>): string | null => {
  const day = view.plannedDate ?? view.stops.find((stop) => stop.plannedFrom)?.plannedFrom ?? null;
  return day ? formatLongDate(day) : null;
};

/** "Paper reels · 18 pallets · 12 500 kg"; null when nothing is known about the goods. */
export const goodsLine = (view: Pick<ConfirmationView, 'goodsDescription' | 'pallets' | 'weightKg'>): string | null => {
  const parts = [
    view.goodsDescription?.trim() || null,
    view.pallets == null ? null : `${formatNumber(view.pallets)} ${view.pallets === 1 ? 'pallet' : 'pallets'}`,
    view.weightKg == null ? null : `${formatNumber(view.weightKg)} kg`,
  ].filter((part): part is string => !!part);
  return parts.length > 0 ? parts.join(' · ') : null;
};
