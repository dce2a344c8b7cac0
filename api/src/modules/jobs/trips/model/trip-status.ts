import type { TripStatus } from '@haulage/shared/contracts';

const LATER = new Set(['completed', 'ready_to_invoice', 'invoiced']);

/**
 * A trip's status follows its jobs (domain model §B3): in progress once one has started, dispatched
 * once one has left, completed when every one that was not cancelled is done, cancelled when all are.
 */
export const tripStatusOf = (jobStatuses: readonly string[]): TripStatus => {
  const live = jobStatuses.filter((status) => status !== 'cancelled');
  if (live.length === 0) return 'cancelled';
  if (live.every((status) => LATER.has(status))) return 'completed';
  if (live.some((status) => status === 'in_progress' || LATER.has(status))) return 'in_progress';
  if (live.some((status) => status === 'dispatched')) return 'dispatched';
  return 'planned';
};

/** A trip is changed (stops reordered) or split only while planned or dispatched (LX `CanModify`). */
export const tripCanChange = (status: TripStatus): boolean => status === 'planned' || status === 'dispatched';

/** Revenue = the sum of its jobs' prices (in öre); each job keeps its own price and invoice line. */
export const tripRevenue = (prices: readonly (number | null)[]): number => prices.reduce<number>((sum, price) => sum + (price ?? 0), 0);
