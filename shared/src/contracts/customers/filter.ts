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
  countryCode: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'Country must be a two-letter country code such as SE').nullish(),
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

/** The fields a free-text customer search looks in, contacts' names included. */
export const CUSTOMER_SEARCH_FIELDS = ['companyName', 'organizationNumber', 'emailAddress', 'phoneNumber'] as const;

/**
 * The Strapi `filters` a saved filter stands for, e.g.
 * `{ $and: [{ customerStatus: { $eq: 'active' } }, { $or: [{ companyName: { $containsi: 'dhl' } }, …,
 * { contacts: { firstName: { $containsi: 'dhl' } } }] }] }`. The list page passes it as `filters`.
 */
export const filterToListQuery = (filter: Partial<Pick<CustomerFilter, 'search' | 'customerStatus' | 'countryCode' | 'vatType' | 'paymentTermsDays'>>): { filters: Record<string, unknown> } => {
  const and: Record<string, unknown>[] = [];
  if (filter.customerStatus) and.push({ customerStatus: { $eq: filter.customerStatus } });
  if (filter.countryCode) and.push({ countryCode: { $eq: filter.countryCode } });
  if (filter.vatType) and.push({ vatType: { $eq: filter.vatType } });
  if (filter.paymentTermsDays != null) and.push({ paymentTermsDays: { $eq: filter.paymentTermsDays } });
  const search = filter.search?.trim();
  if (search) {
    and.push({
      $or: [
        ...CUSTOMER_SEARCH_FIELDS.map((field) => ({ [field]: { $containsi: search } })),
        { contacts: { firstName: { $containsi: search } } },
        { contacts: { lastName: { $containsi: search } } },
      ],
    });
  }
  return { filters: and.length === 0 ? {} : { $and: and } };
};
