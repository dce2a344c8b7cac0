import type { BoardJob } from '@haulage/shared/contracts';
import { formatKm, formatNumber } from '@haulage/shared/format';

const distance = (job: Pick<BoardJob, 'kmPlanned' | 'kmEstimate'>): string | null => {
  if (job.kmPlanned != null) return formatKm(job.kmPlanned);
  // A new job has no km yet: the API's straight-line estimate of its stops, marked as one.
  return job.kmEstimate != null ? `≈ ${formatKm(job.kmEstimate)} (straight line)` : null;
};

/** A card's distance and hours: "312 km · 6,5 h"; what is not known yet is left out. */
export const cardMeasures = (job: Pick<BoardJob, 'kmPlanned' | 'kmEstimate' | 'hours'>): string => {
  const parts = [distance(job), job.hours != null ? `${formatNumber(job.hours, { maxDecimals: 1 })} h` : null];
  return parts.filter(Boolean).join(' · ') || 'No km or hours yet';
};
