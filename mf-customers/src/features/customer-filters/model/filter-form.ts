import {
  CUSTOMER_STATUS_LABELS,
  type CustomerFilter,
  type CustomerFilterInput,
  type CustomerStatus,
  type VatType,
} from '@haulage/shared/contracts';
import { blankToNull, nullToBlank } from '#lib';

export interface FilterFormValues {
  name: string;
  search: string;
  customerStatus: CustomerStatus | '';
  countryCode: string;
  vatType: VatType | '';
  paymentTermsDays: string;
}

export const FILTER_FORM_FIELDS: readonly (keyof FilterFormValues)[] = [
  'name',
  'search',
  'customerStatus',
  'countryCode',
  'vatType',
  'paymentTermsDays',
];

export const filterToForm = (filter?: CustomerFilter | null): FilterFormValues => ({
  name: filter?.name ?? '',
  search: nullToBlank(filter?.search),
  customerStatus: filter?.customerStatus ?? '',
  countryCode: nullToBlank(filter?.countryCode),
  vatType: filter?.vatType ?? '',
  paymentTermsDays: nullToBlank(filter?.paymentTermsDays),
});

/** "Any" choices are sent as null so the saved filter does not narrow on them. */
export const formToFilterPayload = (values: FilterFormValues): CustomerFilterInput => {
  const terms = values.paymentTermsDays.trim();
  return {
    name: values.name.trim(),
    search: blankToNull(values.search),
    customerStatus: values.customerStatus || null,
    countryCode: blankToNull(values.countryCode)?.toUpperCase() ?? null,
    vatType: values.vatType || null,
    paymentTermsDays: terms === '' ? null : Number(terms),
  };
};

/** A one-line summary of what a saved filter narrows on, for the list of filters. */
export const describeFilter = (
  filter: Pick<CustomerFilter, 'search' | 'customerStatus' | 'countryCode' | 'vatType' | 'paymentTermsDays'>,
): string => {
  const parts = [
    filter.search ? `“${filter.search}”` : null,
    filter.customerStatus ? CUSTOMER_STATUS_LABELS[filter.customerStatus] : null,
    filter.countryCode ? `country ${filter.countryCode}` : null,
    filter.vatType ? `VAT ${filter.vatType}` : null,
    filter.paymentTermsDays != null ? `${filter.paymentTermsDays} days` : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'All customers';
};
