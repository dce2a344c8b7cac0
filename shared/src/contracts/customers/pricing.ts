import { z } from 'zod';
import { enumOf, optionalDate, optionalText, relationRef, requiredText } from '../fields';
import { VEHICLE_CLASSES, type VehicleClass } from '../fleet/truck';
import type { Entry } from '../strapi';
import { CURRENCIES, type Currency } from './customer';
import { PRICE_COMPONENT_LABELS, PRICE_COMPONENTS, ROUNDINGS, type PriceComponent } from './price-components';
import type { PriceModelLine } from './pricing-shape';

export * from './price-components';

export const AGREEMENT_STATUSES = ['draft', 'active', 'expired'] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];

const quantity = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(1_000_000)
    .nullish();

/**
 * One price: money in integer minor units (öre). `freeQuantity` and `minQuantity` are in the
 * component's unit (waiting time: 2 = two free hours). Zone prices name the two areas.
 */
export const priceLineSchema = z
  .object({
    vehicleClass: enumOf('Vehicle class', VEHICLE_CLASSES),
    component: enumOf('Price component', PRICE_COMPONENTS),
    unitPrice: z.int({ error: 'Unit price must be a whole number of öre' }).min(0, 'Unit price cannot be negative').max(100_000_000),
    minQuantity: quantity('Minimum quantity'),
    minCharge: z.int({ error: 'Minimum charge must be a whole number of öre' }).min(0).max(100_000_000).nullish(),
    rounding: enumOf('Rounding', ROUNDINGS).default('none'),
    freeQuantity: quantity('Free quantity'),
    fromArea: optionalText('From area', 80),
    toArea: optionalText('To area', 80),
  })
  .superRefine((line, ctx) => {
    const zone = line.component === 'zone_to_zone';
    if (zone && (!line.fromArea || !line.toArea))
      ctx.addIssue({ code: 'custom', path: ['fromArea'], message: 'A zone price needs both a from area and a to area' });
    if (!zone && (line.fromArea || line.toArea))
      ctx.addIssue({ code: 'custom', path: ['fromArea'], message: 'Only zone prices have areas' });
  });
export type PriceLineInput = z.input<typeof priceLineSchema>;
export type PriceLine = z.output<typeof priceLineSchema>;

/** The key a customer line overrides a generic line by. */
/** A line with nothing but what it names: no rounding, lowest quantity, minimum charge, free quantity or lane. */
export const priceLine = (line: Pick<PriceLine, 'vehicleClass' | 'component' | 'unitPrice'> & Partial<PriceLine>): PriceLine => ({
  rounding: 'none',
  minQuantity: null,
  minCharge: null,
  freeQuantity: null,
  fromArea: null,
  toArea: null,
  ...line,
});

export const priceLineKey = (line: Pick<PriceLine, 'vehicleClass' | 'component' | 'fromArea' | 'toArea'>): string =>
  line.component === 'zone_to_zone'
    ? `${line.vehicleClass}|${line.component}|${line.fromArea ?? ''}|${line.toArea ?? ''}`
    : `${line.vehicleClass}|${line.component}`;

const linesSchema = z
  .array(priceLineSchema)
  .max(500, 'At most 500 price lines')
  .superRefine((lines, ctx) => {
    const seen = new Set<string>();
    lines.forEach((line, index) => {
      const key = priceLineKey(line);
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: [index, 'component'],
          message: `The ${line.vehicleClass} line “${PRICE_COMPONENT_LABELS[line.component]}” is given twice`,
        });
      seen.add(key);
    });
  });

export const priceAgreementInputSchema = z
  .object({
    /** null = the generic model, which every customer agreement inherits from. */
    customer: relationRef.nullable().default(null),
    name: requiredText('the agreement name', 120),
    currency: enumOf('Currency', CURRENCIES).default('SEK'),
    validFrom: optionalDate('Valid from'),
    validTo: optionalDate('Valid to'),
    status: enumOf('Agreement status', AGREEMENT_STATUSES).default('active'),
    note: optionalText('Note', 1000),
    lines: linesSchema.default([]),
  })
  .superRefine((agreement, ctx) => {
    if (agreement.validFrom && agreement.validTo && agreement.validTo < agreement.validFrom) {
      ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'Valid to cannot be before valid from' });
    }
  });
export type PriceAgreementInput = z.input<typeof priceAgreementInputSchema>;
export type PriceAgreementValues = z.output<typeof priceAgreementInputSchema>;

export const priceAgreementUpdateSchema = z.object({
  name: requiredText('the agreement name', 120).optional(),
  currency: enumOf('Currency', CURRENCIES).optional(),
  validFrom: optionalDate('Valid from'),
  validTo: optionalDate('Valid to'),
  status: enumOf('Agreement status', AGREEMENT_STATUSES).optional(),
  note: optionalText('Note', 1000),
  lines: linesSchema.optional(),
});

/** What rating needs of an agreement. */
export interface PriceAgreement {
  name: string;
  currency: Currency;
  validFrom?: string | null;
  validTo?: string | null;
  lines: PriceLine[];
}

export * from './pricing-shape';

/** A stored agreement as the API answers it: lines plus the spec's shape. */
export interface CustomerPricing extends Entry, PriceAgreement {
  customer: { id: number; documentId: string; companyName: string } | null;
  status: AgreementStatus;
  note: string | null;
  columns: PriceComponent[];
  truckModel: PriceModelLine[];
  vanModel: PriceModelLine[];
}

export type { VehicleClass };
