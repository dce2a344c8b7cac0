import {
  CURRENCIES,
  CUSTOMER_STATUSES,
  CUSTOMER_STATUS_LABELS,
  INVOICE_DELIVERIES,
  LANGUAGES,
  LANGUAGE_LABELS,
  PAYMENT_TYPES,
  VAT_TYPES,
  type InvoiceDelivery,
  type PaymentType,
  type VatType,
} from '@haulage/shared/contracts';

export const VAT_TYPE_LABELS: Record<VatType, string> = {
  SEVAT: 'Sweden, with VAT (SEVAT)',
  SEREVERSEDVAT: 'Sweden, reverse charge (SEREVERSEDVAT)',
  EUREVERSEDVAT: 'EU, reverse charge (EUREVERSEDVAT)',
  EUVAT: 'EU, with VAT (EUVAT)',
  EXPORT: 'Outside the EU (EXPORT)',
};

export const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = {
  invoice: 'Invoice',
  bankgiro: 'Bankgiro',
  plusgiro: 'Plusgiro',
  iban: 'IBAN',
};

export const INVOICE_DELIVERY_LABELS: Record<InvoiceDelivery, string> = {
  email: 'E-mail',
  print: 'Print and post',
  e_invoice: 'E-invoice',
};

const options = <T extends string>(values: readonly T[], labels?: Record<T, string>) =>
  values.map((value) => ({ value, label: labels?.[value] ?? value }));

export const STATUS_OPTIONS = options(CUSTOMER_STATUSES, CUSTOMER_STATUS_LABELS);
export const VAT_TYPE_OPTIONS = options(VAT_TYPES, VAT_TYPE_LABELS);
export const PAYMENT_TYPE_OPTIONS = options(PAYMENT_TYPES, PAYMENT_TYPE_LABELS);
export const INVOICE_DELIVERY_OPTIONS = options(INVOICE_DELIVERIES, INVOICE_DELIVERY_LABELS);
export const CURRENCY_OPTIONS = options(CURRENCIES);
export const LANGUAGE_OPTIONS = options(LANGUAGES, LANGUAGE_LABELS);
