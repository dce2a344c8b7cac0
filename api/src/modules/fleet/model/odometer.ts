import type { Warning } from '@haulage/shared/contracts';

/** 12000 → "12 000": how the office writes kilometres. */
export const formatKm = (km: number): string => String(Math.round(km)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

export interface OdometerOutcome {
  /** The truck's odometer after the reading. */
  odometer: number;
  /** Whether the reading is recorded as going backwards (kept for review, not applied). */
  isBreaking: boolean;
  warnings: Warning[];
}

/**
 * A reading below the current odometer is usually a typo or a swapped instrument cluster.
 * Rejecting it loses the information; applying it would shrink tyre mileage and service
 * intervals. So it is kept, flagged, and the truck's odometer stays where it was.
 */
export const applyOdometerReading = (currentKm: number, readingKm: number): OdometerOutcome => {
  if (readingKm >= currentKm) return { odometer: readingKm, isBreaking: false, warnings: [] };
  return {
    odometer: currentKm,
    isBreaking: true,
    warnings: [
      {
        field: 'odometer',
        message: `Odometer reading ${formatKm(readingKm)} km is lower than the current ${formatKm(currentKm)} km; it was recorded and flagged for review`,
      },
    ],
  };
};
