import { z } from 'zod';
import { enumOf, optionalText, relationRef, requiredText, wholeNumber } from '../fields';
import { LANGUAGES, type Language } from '../languages';
import type { Entry, MediaFile } from '../strapi';
import { emailListProblem, emailProblem, ibanProblem, phoneProblem, vatNumberProblem } from '../validators/swedish-finance';
import type { CustomerContact } from './contact';
import { partialWithoutDefaults } from './partial-update';
import {
  CURRENCIES,
  CUSTOMER_STATUSES,
  INVOICE_DELIVERIES,
  PAYMENT_TYPES,
  VAT_TYPES,
  type Currency,
  type CustomerStatus,
  type InvoiceDelivery,
  type PaymentType,
  type VatType,
} from './customer-values';
import type { CustomerPricing } from './pricing';

export * from './customer-values';

/** Turns a `…Problem` validator (null = good) into an optional zod string field. */
const checked = (problem: (value: string) => string | null, max = 200) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .superRefine((value, ctx) => {
      const message = value === '' ? null : problem(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .nullish();

const websiteProblem = (value: string) =>
  /^(https?:\/\/)?[^\s/.]+(\.[^\s/.]+)+(\/\S*)?$/i.test(value) ? null : `${value} is not a web address (e.g. www.example.se)`;

export const customerInputSchema = z.object({
  companyName: requiredText('the company name', 120),
  companyAddress: optionalText('Company address', 300),
  emailAddress: checked(emailProblem),
  phoneNumber: checked(phoneProblem, 40),
  websiteUrl: checked(websiteProblem),
  idFortNox: optionalText('Fortnox customer number', 20),
  referenceNumber: optionalText('Reference number', 60),
  paymentType: enumOf('Payment type', PAYMENT_TYPES).default('invoice'),
  paymentNumber: optionalText('Payment number', 20),
  ibanNumber: checked(ibanProblem, 40),
  cmrEmailAddress: checked(emailProblem),
  emailCC: checked(emailListProblem, 1000),
  /** Checked with Swedish rules for Swedish customers (see customerRules). */
  organizationNumber: optionalText('Organisation number', 20),
  customerStatus: enumOf('Customer status', CUSTOMER_STATUSES).default('active'),
  profilePhoto: relationRef.nullish(),
  currency: enumOf('Currency', CURRENCIES).default('SEK'),
  vatNumber: checked(vatNumberProblem, 20),
  vatType: enumOf('VAT type', VAT_TYPES).default('SEVAT'),
  countryCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Country must be a two-letter country code such as SE')
    .default('SE'),
  paymentTermsDays: wholeNumber('Payment terms', 0, 120).default(30),
  invoiceEmail: checked(emailProblem),
  invoiceDelivery: enumOf('Invoice delivery', INVOICE_DELIVERIES).default('email'),
  /** One invoice per job instead of one per period: the invoicing run follows it for this customer. */
  invoicePerJob: z.boolean({ error: 'Invoice per job must be true or false' }).default(false),
  /** The invoice e-mail carries each job's consignment note (CMR) and proof of delivery, and the invoice lists them. */
  documentsWithInvoices: z.boolean({ error: 'Documents with invoices must be true or false' }).default(false),
  /** What the customer's people read: texts, e-mails, the public pages and the documents. */
  language: enumOf('Language', LANGUAGES).default('sv'),
});
export type CustomerInput = z.input<typeof customerInputSchema>;
export type CustomerValues = z.output<typeof customerInputSchema>;

/** Every field optional: an update sends only what changes; rules run on the merged result. */
export const customerUpdateSchema = partialWithoutDefaults(customerInputSchema);

export { customerRules } from './customer-rules';

export interface Customer extends Entry {
  companyName: string;
  companyAddress: string | null;
  emailAddress: string | null;
  phoneNumber: string | null;
  websiteUrl: string | null;
  idFortNox: string | null;
  referenceNumber: string | null;
  paymentType: PaymentType;
  paymentNumber: string | null;
  ibanNumber: string | null;
  cmrEmailAddress: string | null;
  emailCC: string | null;
  organizationNumber: string | null;
  customerStatus: CustomerStatus;
  currency: Currency;
  vatNumber: string | null;
  vatType: VatType;
  countryCode: string;
  paymentTermsDays: number;
  invoiceEmail: string | null;
  invoiceDelivery: InvoiceDelivery;
  invoicePerJob: boolean;
  documentsWithInvoices: boolean;
  language: Language;
  profilePhoto?: MediaFile | null;
  contacts?: CustomerContact[];
  /** The customer's own agreement in the spec's shape, when populated. */
  customer_pricing?: CustomerPricing | null;
}
