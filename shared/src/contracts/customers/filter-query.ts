import type { CustomerFilter } from './filter';

/** The fields a free-text customer search looks in, contacts' names included. */
export const CUSTOMER_SEARCH_FIELDS = ['companyName', 'organizationNumber', 'emailAddress', 'phoneNumber'] as const;

/**
 * The Strapi `filters` a saved filter stands for, e.g.
 * `{ $and: [{ customerStatus: { $eq: 'active' } }, { $or: [{ companyName: { $containsi: 'dhl' } }, …,
 * { contacts: { firstName: { $containsi: 'dhl' } } }] }] }`. The list page passes it as `filters`.
 */
export const filterToListQuery = (
  filter: Partial<Pick<CustomerFilter, 'search' | 'customerStatus' | 'countryCode' | 'vatType' | 'paymentTermsDays'>>,
): { filters: Record<string, unknown> } => {
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
