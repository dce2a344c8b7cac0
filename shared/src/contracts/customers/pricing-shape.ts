import { PRICE_COMPONENTS, type PriceComponent } from './price-components';
import type { PriceLine } from './pricing';

/** A line of the spec's truckModel/vanModel: the vehicle class is the model it sits in. */
export type PriceModelLine = Omit<PriceLine, 'vehicleClass'>;

/** The spec's `customer_pricing: { columns, truckModel, vanModel }`. */
export interface PricingShape {
  columns: PriceComponent[];
  truckModel: PriceModelLine[];
  vanModel: PriceModelLine[];
}

const order = (component: PriceComponent): number => PRICE_COMPONENTS.indexOf(component);

/** Lines → the spec's shape; columns are the components in use, in the canonical order. */
export const linesToPricingShape = (lines: readonly PriceLine[]): PricingShape => {
  const sorted = [...lines].sort((a, b) => order(a.component) - order(b.component));
  const strip = ({ vehicleClass: _class, ...rest }: PriceLine): PriceModelLine => rest;
  return {
    columns: PRICE_COMPONENTS.filter((component) => lines.some((line) => line.component === component)),
    truckModel: sorted.filter((line) => line.vehicleClass === 'truck').map(strip),
    vanModel: sorted.filter((line) => line.vehicleClass === 'van').map(strip),
  };
};

/** The spec's shape → lines. Columns only describe the table, so they are not needed here. */
export const pricingShapeToLines = (shape: Pick<PricingShape, 'truckModel' | 'vanModel'>): PriceLine[] => [
  ...shape.truckModel.map((line) => ({ ...line, vehicleClass: 'truck' as const })),
  ...shape.vanModel.map((line) => ({ ...line, vehicleClass: 'van' as const })),
];

/**
 * A request body may carry `lines`, or the spec's `truckModel`/`vanModel`; this gives `lines`
 * so one schema validates both.
 */
export const withLinesFromShape = (body: unknown): unknown => {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const record = body as Record<string, unknown>;
  if (record.lines !== undefined || (record.truckModel === undefined && record.vanModel === undefined)) return body;
  const model = (value: unknown) => (Array.isArray(value) ? value : []);
  const { columns: _c, truckModel, vanModel, ...rest } = record;
  return {
    ...rest,
    lines: [
      ...model(truckModel).map((line) => ({ ...(line as object), vehicleClass: 'truck' })),
      ...model(vanModel).map((line) => ({ ...(line as object), vehicleClass: 'van' })),
    ],
  };
};
