import { PRICE_COMPONENTS, ROUNDINGS } from '../price-components';
import { type PriceAgreement, type PriceLine, priceLine } from '../pricing';
import type { JobQuantities } from '../rating';

/** A truck's agreement line with nothing but what a test names. */
export const truckLine = (partial: Partial<PriceLine> & Pick<PriceLine, 'component' | 'unitPrice'>): PriceLine =>
  priceLine({ vehicleClass: 'truck', ...partial });

export interface RatingCase {
  /** One line of every component, with random rounding, lowest quantity, minimum charge and free quantity. */
  agreement: PriceAgreement;
  quantities: JobQuantities;
}

/**
 * Generated agreements and jobs for the rating rules' property tests. A small deterministic
 * generator (shared has no property-testing library): the same cases every run.
 */
export const generatedRatingCases = (count: number): RatingCase[] => {
  let seed = 20260315;
  const next = (n: number): number => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed % n;
  };
  const maybe = (value: number): number | null => (next(3) === 0 ? null : value);
  return Array.from({ length: count }, () => {
    const lines = PRICE_COMPONENTS.map((component) =>
      truckLine({
        component,
        unitPrice: next(1_000_00) + 1,
        rounding: ROUNDINGS[next(ROUNDINGS.length)]!,
        minQuantity: maybe(next(40) / 4),
        minCharge: maybe(next(3_000_00)),
        freeQuantity: maybe(next(8) / 4),
        fromArea: component === 'zone_to_zone' ? 'A' : null,
        toArea: component === 'zone_to_zone' ? 'B' : null,
      }),
    );
    const quantities: JobQuantities = {
      vehicleClass: 'truck',
      hours: next(100_000) / 3_600,
      km: next(1_000_000) / 1_000,
      stops: next(8),
      waitingMinutes: next(600),
      fromArea: next(2) ? 'A' : 'C',
      toArea: 'B',
    };
    return { agreement: { name: 'x', currency: 'SEK', lines }, quantities };
  });
};
