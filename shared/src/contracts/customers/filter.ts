import { z } from 'zod';
import { enumOf, optionalText, requiredText } from '../fields';
import type { Entry } from '../strapi';
import { partialWithoutDefaults } from './partial-update';
import { CUSTOMER_STATUSES, VAT_TYPES, type CustomerStatus, type VatType } from './customer';

/** A named, saved set of list filters; each user sees only their own. */
export const customerFilterInputSchema = z.object({
  name: requiredText('the filter name', 80),
  search: optionalText('Search', 120),
  customerStatus: enumOf('Customer status', CUSTOMER_STATUSES).nullish(),
  countryCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Country must be a two-letter country code such as SE')
    .nullish(),
  vatType: enumOf('VAT type', VAT_TYPES).nullish(),
  paymentTermsDays: z.int({ error: 'Payment terms must be a whole number' }).min(0).max(120).nullish(),
});
export type CustomerFilterInput = z.input<typeof customerFilterInputSchema>;
export const customerFilterUpdateSchema = partialWithoutDefaults(customerFilterInputSchema);

export interface CustomerFilter extends Entry {
  name: string;
  search: string | null;
  customerStatus: CustomerStatus | null;
  countryCode: string | null;
  vatType: VatType | null;
  paymentTermsDays: number | null;
}

export { CUSTOMER_SEARCH_FIELDS, filterToListQuery } from './filter-query';
