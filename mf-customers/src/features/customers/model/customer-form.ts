import type {
  Currency as CurrencyCode,
  Customer,
  CustomerInput,
  CustomerStatus,
  InvoiceDelivery,
  Language,
  PaymentType,
  VatType,
} from '@haulage/shared/contracts';
import { blankToNull, nullToBlank } from '#lib';

/** What the customer form holds: strings for every input, enums as their values. */
export interface CustomerFormValues {
  companyName: string;
  organizationNumber: string;
  companyAddress: string;
  countryCode: string;
  emailAddress: string;
  phoneNumber: string;
  websiteUrl: string;
  customerStatus: CustomerStatus;
  idFortNox: string;
  referenceNumber: string;
  currency: CurrencyCode;
  vatNumber: string;
  vatType: VatType;
  paymentType: PaymentType;
  paymentNumber: string;
  ibanNumber: string;
  paymentTermsDays: string;
  invoiceEmail: string;
  invoiceDelivery: InvoiceDelivery;
  /** One invoice per job instead of one per period. */
  invoicePerJob: boolean;
  /** The invoice e-mail carries each job's consignment note and proof of delivery. */
  documentsWithInvoices: boolean;
  /** What the customer's people read: texts, e-mails, public pages, documents. */
  language: Language;
  cmrEmailAddress: string;
  emailCC: string;
  /** The id of the uploaded logo; no input of its own (the logo field uploads, then sets it). */
  profilePhoto: number | null;
}

const TEXT_FIELDS = [
  'companyName',
  'organizationNumber',
  'companyAddress',
  'emailAddress',
  'phoneNumber',
  'websiteUrl',
  'idFortNox',
  'referenceNumber',
  'vatNumber',
  'paymentNumber',
  'ibanNumber',
  'invoiceEmail',
  'cmrEmailAddress',
  'emailCC',
] as const;

export const CUSTOMER_FORM_FIELDS: readonly (keyof CustomerFormValues)[] = [
  ...TEXT_FIELDS,
  'countryCode',
  'customerStatus',
  'currency',
  'vatType',
  'paymentType',
  'paymentTermsDays',
  'invoiceDelivery',
  'invoicePerJob',
  'documentsWithInvoices',
  'language',
];

export const emptyCustomerForm = (): CustomerFormValues => ({
  ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as Record<(typeof TEXT_FIELDS)[number], string>),
  countryCode: 'SE',
  customerStatus: 'active',
  currency: 'SEK',
  vatType: 'SEVAT',
  paymentType: 'invoice',
  paymentTermsDays: '30',
  invoiceDelivery: 'email',
  invoicePerJob: false,
  documentsWithInvoices: false,
  language: 'sv',
  profilePhoto: null,
});

export const customerToForm = (customer: Customer): CustomerFormValues => {
  const form = emptyCustomerForm();
  for (const field of TEXT_FIELDS) form[field] = nullToBlank(customer[field]);
  return {
    ...form,
    countryCode: customer.countryCode ?? 'SE',
    customerStatus: customer.customerStatus,
    currency: customer.currency,
    vatType: customer.vatType,
    paymentType: customer.paymentType,
    paymentTermsDays: nullToBlank(customer.paymentTermsDays),
    invoiceDelivery: customer.invoiceDelivery,
    invoicePerJob: customer.invoicePerJob ?? false,
    documentsWithInvoices: customer.documentsWithInvoices ?? false,
    language: customer.language ?? 'sv',
    profilePhoto: customer.profilePhoto?.id ?? null,
  };
};

/** The body's `data`: cleared inputs become null; the payment terms a number (the schema rejects junk). */
export const formToCustomerPayload = (values: CustomerFormValues): CustomerInput => {
  const payload: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS) payload[field] = blankToNull(values[field]);
  const terms = values.paymentTermsDays.trim();
  return {
    ...payload,
    companyName: values.companyName.trim(),
    countryCode: values.countryCode.trim().toUpperCase() || 'SE',
    customerStatus: values.customerStatus,
    currency: values.currency,
    vatType: values.vatType,
    paymentType: values.paymentType,
    paymentTermsDays: terms === '' ? undefined : Number(terms),
    invoiceDelivery: values.invoiceDelivery,
    invoicePerJob: values.invoicePerJob,
    documentsWithInvoices: values.documentsWithInvoices,
    language: values.language,
    // Left out rather than null when there is none, so an edit never clears a logo it did not load.
    ...(values.profilePhoto == null ? {} : { profilePhoto: values.profilePhoto }),
  } as CustomerInput;
};
