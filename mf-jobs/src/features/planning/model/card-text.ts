import type { BoardJob } from '@haulage/shared/contracts';
import { formatKm, formatNumber } from '@haulage/shared/format';

/** A card's distance and hours: "312 km · 6,5 h"; what is not known yet is left out. */
export const cardMeasures = (job: Pick<BoardJob, 'kmPlanned' | 'hours'>): string => {
  const parts = [
    job.kmPlanned != null ? formatKm(job.kmPlanned) : null,
    job.hours != null ? `${formatNumber(job.hours, { maxDecimals: 1 })} h` : null,
  ];
  return parts.filter(Boolean).join(' · ') || 'No km or hours yet';
};
