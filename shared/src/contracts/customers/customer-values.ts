// The customer's fixed value lists, kept apart from the schemas so a screen that needs only a
// label (a list, a badge) does not load the validation library.

export const CUSTOMER_STATUSES = ['active', 'inactive', 'blocked', 'archived'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];
export const CUSTOMER_STATUS_LABELS: Record<CustomerStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  blocked: 'Blocked',
  archived: 'Archived',
};

/** How the customer pays us; bankgiro and plusgiro need the number, iban needs the IBAN. */
export const PAYMENT_TYPES = ['invoice', 'bankgiro', 'plusgiro', 'iban'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Fortnox's customer VAT types, mapped 1:1 when invoices are exported. */
export const VAT_TYPES = ['SEVAT', 'SEREVERSEDVAT', 'EUREVERSEDVAT', 'EUVAT', 'EXPORT'] as const;
export type VatType = (typeof VAT_TYPES)[number];

export const CURRENCIES = ['SEK', 'EUR', 'NOK', 'DKK', 'USD', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const INVOICE_DELIVERIES = ['email', 'print', 'e_invoice'] as const;
export type InvoiceDelivery = (typeof INVOICE_DELIVERIES)[number];
