/**
 * What each resource's fields are called on screen, in one place: the forms label their inputs
 * with these and the change history names changed fields with them ("Organisation number",
 * never organizationNumber).
 */
export const CUSTOMER_FIELD_LABELS = {
  companyName: 'Company name',
  organizationNumber: 'Organisation number',
  countryCode: 'Country',
  customerStatus: 'Customer status',
  emailAddress: 'E-mail address',
  phoneNumber: 'Phone number',
  websiteUrl: 'Website',
  referenceNumber: 'Reference number',
  companyAddress: 'Company address',
  vatType: 'VAT type',
  vatNumber: 'VAT number',
  currency: 'Currency',
  paymentTermsDays: 'Payment terms (days)',
  invoiceDelivery: 'Invoice delivery',
  invoiceEmail: 'Invoice e-mail',
  invoicePerJob: 'One invoice per job',
  documentsWithInvoices: 'Documents with invoices',
  language: 'Language',
  cmrEmailAddress: 'CMR e-mail',
  emailCC: 'E-mail CC',
  idFortNox: 'Fortnox customer number',
  paymentType: 'Payment type',
  paymentNumber: 'Bankgiro or plusgiro number',
  ibanNumber: 'IBAN',
  profilePhoto: 'Logo',
} as const;

export const CONTACT_FIELD_LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  emailAddress: 'Contact e-mail',
  phoneNumber: 'Contact phone',
  role: 'Role',
  smsConsent: 'Consents to SMS',
  language: 'Language',
} as const;

export const PRICING_FIELD_LABELS = {
  name: 'Agreement name',
  validFrom: 'Valid from',
  validTo: 'Valid to',
  lines: 'Price lines',
  currency: 'Currency',
} as const;

const BY_ENTITY: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  customers: CUSTOMER_FIELD_LABELS,
  customer: CUSTOMER_FIELD_LABELS,
  'customer-contacts': CONTACT_FIELD_LABELS,
  contact: CONTACT_FIELD_LABELS,
  'customer-pricings': PRICING_FIELD_LABELS,
  pricing: PRICING_FIELD_LABELS,
};

/** The label of a field of an entity type; an unknown field reads as words, not camelCase. */
export const fieldLabel = (entityType: string, field: string): string => {
  const label = BY_ENTITY[entityType]?.[field];
  if (label) return label;
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
