import { WINTER_MIN_TREAD_MM, type TyreSet } from '@haulage/shared/contracts';

/** Swedish winter tyre period for heavy vehicles: 1 December to 31 March. */
export const isWinterPeriod = (isoDate: string): boolean => {
  const month = Number(isoDate.slice(5, 7));
  return month === 12 || month <= 3;
};

/** What the office must fix before the truck drives in winter road conditions on `today`. */
export const winterWarnings = (sets: Pick<TyreSet, 'status' | 'season' | 'axle' | 'treadDepthMm'>[], today: string): string[] => {
  if (!isWinterPeriod(today)) return [];
  const mounted = sets.filter((s) => s.status === 'mounted');
  const warnings: string[] = [];
  for (const set of mounted) {
    if (set.season === 'summer') {
      warnings.push(`Summer tyres are mounted on the ${set.axle} axle; winter tyres are required 1 Dec–31 Mar`);
    } else if (set.treadDepthMm != null && set.treadDepthMm < WINTER_MIN_TREAD_MM) {
      warnings.push(
        `Winter tyres on the ${set.axle} axle have ${set.treadDepthMm} mm tread; at least ${WINTER_MIN_TREAD_MM} mm is required`,
      );
    }
  }
  return warnings;
};

export const tyreSetLabel = (set: Pick<TyreSet, 'axle' | 'season' | 'brand' | 'model' | 'size'>): string =>
  `${set.axle === 'front' ? 'Front' : 'Back'} ${set.season} · ${[set.brand, set.model].filter(Boolean).join(' ')} ${set.size}`;
