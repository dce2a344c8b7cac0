import { type TyreAxle, type TyreSeason, type TyreSetStatus, type TyreSummary, WINTER_MIN_TREAD_MM } from '@haulage/shared/contracts';
import type { Warning } from '@haulage/shared/contracts';

/** The parts of a tyre set the mileage rules need. */
export interface TyreSetState {
  id: number;
  axle: TyreAxle;
  season: TyreSeason;
  brand: string;
  model: string | null;
  size: string;
  treadDepthMm: number | null;
  status: TyreSetStatus;
  mountedAt: string | null;
  mountedOdometer: number | null;
  accumulatedKm: number;
}

/** Km driven on a set: what it had before plus what the truck drove since it was mounted. */
export const tyreMileageKm = (set: Pick<TyreSetState, 'status' | 'accumulatedKm' | 'mountedOdometer'>, truckOdometer: number): number => {
  const sinceMount = set.status === 'mounted' && set.mountedOdometer != null ? truckOdometer - set.mountedOdometer : 0;
  // A flagged (lower) odometer never reaches the truck, but an edited one could: never count backwards.
  return Math.max(0, set.accumulatedKm + Math.max(0, sinceMount));
};

export type TyreSetChange = Pick<TyreSetState, 'status' | 'mountedAt' | 'mountedOdometer' | 'accumulatedKm'>;

/** Taking a set off banks the km it drove and stores it. */
export const unmountChange = (set: TyreSetState, truckOdometer: number): TyreSetChange => ({
  status: set.status === 'retired' ? 'retired' : 'stored',
  mountedAt: null,
  mountedOdometer: null,
  accumulatedKm: tyreMileageKm(set, truckOdometer),
});

/**
 * Mounting a set takes off whichever set is on the same axle of that truck, so a truck never has
 * two sets on one axle. Returns the changes to write, keyed by set id.
 */
export const mountChanges = (
  target: TyreSetState,
  setsOnTruck: TyreSetState[],
  truckOdometer: number,
  now: string,
): Map<number, TyreSetChange> => {
  const changes = new Map<number, TyreSetChange>();
  for (const other of setsOnTruck) {
    if (other.id !== target.id && other.axle === target.axle && other.status === 'mounted') {
      changes.set(other.id, unmountChange(other, truckOdometer));
    }
  }
  if (target.status !== 'mounted') {
    changes.set(target.id, { status: 'mounted', mountedAt: now, mountedOdometer: truckOdometer, accumulatedKm: target.accumulatedKm });
  }
  return changes;
};

export const describeTyreSet = (set: Pick<TyreSetState, 'brand' | 'model' | 'size'>): string =>
  [set.brand, set.model, set.size].filter((part) => part != null && part !== '').join(' ');

const summaryKeys = (axle: TyreAxle, season: TyreSeason) => {
  const name = `${axle}${season === 'winter' ? 'Winter' : 'Summer'}Tyres` as const;
  const mileage = `mileage${axle === 'front' ? 'Front' : 'Back'}${season === 'winter' ? 'Winter' : 'Summer'}Tyres` as const;
  return { name, mileage } as { name: keyof TyreSummary; mileage: keyof TyreSummary };
};

/**
 * The spec's flat tyre object. When a truck has several sets for one axle and season (an old one
 * retired), the mounted one wins, then a stored one, then the newest.
 */
export const tyreSummary = (sets: TyreSetState[], truckOdometer: number): TyreSummary => {
  const summary: Record<keyof TyreSummary, string | number | null> = {
    frontWinterTyres: null,
    mileageFrontWinterTyres: null,
    backWinterTyres: null,
    mileageBackWinterTyres: null,
    frontSummerTyres: null,
    mileageFrontSummerTyres: null,
    backSummerTyres: null,
    mileageBackSummerTyres: null,
  };
  const rank = (s: TyreSetState) => (s.status === 'mounted' ? 2 : s.status === 'stored' ? 1 : 0);
  const ordered = [...sets].sort((a, b) => rank(a) - rank(b) || a.id - b.id);
  for (const set of ordered) {
    const keys = summaryKeys(set.axle, set.season);
    summary[keys.name] = describeTyreSet(set);
    summary[keys.mileage] = tyreMileageKm(set, truckOdometer);
  }
  return summary as unknown as TyreSummary;
};

/** Swedish winter tyre period for heavy vehicles: 1 December to 31 March. */
export const isWinterPeriod = (isoDate: string): boolean => {
  const month = Number(isoDate.slice(5, 7));
  return month === 12 || month <= 3;
};

/** Warnings for mounted sets that do not meet the winter rule on `today`. */
export const winterCheck = (sets: TyreSetState[], today: string): Warning[] => {
  if (!isWinterPeriod(today)) return [];
  const warnings: Warning[] = [];
  for (const set of sets.filter((s) => s.status === 'mounted')) {
    if (set.season === 'summer') {
      warnings.push({ field: 'tyre', message: `Summer tyres are mounted on the ${set.axle} axle; winter tyres are required 1 Dec–31 Mar` });
    } else if (set.treadDepthMm != null && set.treadDepthMm < WINTER_MIN_TREAD_MM) {
      warnings.push({
        field: 'tyre',
        message: `Winter tyres on the ${set.axle} axle have ${set.treadDepthMm} mm tread; at least ${WINTER_MIN_TREAD_MM} mm is required in winter`,
      });
    }
  }
  return warnings;
};
