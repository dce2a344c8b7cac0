import {
  AGREEMENT_STATUSES,
  AUDIT_ACTIONS,
  CONTACT_ROLES,
  CURRENCIES,
  CUSTOMER_STATUSES,
  INVOICE_DELIVERIES,
  LANGUAGES,
  PAYMENT_TYPES,
  VAT_TYPES,
} from '@haulage/shared/contracts';
import { type ContentType, registerContentType } from '../../content';

/** Registered at module load so other modules' relations (jobs → customers) resolve. */
export const customersType = registerContentType({
  uid: 'customers',
  table: 'customers',
  attributes: {
    companyName: { type: 'string' },
    companyAddress: { type: 'string' },
    emailAddress: { type: 'email' },
    phoneNumber: { type: 'string' },
    websiteUrl: { type: 'string' },
    idFortNox: { type: 'string' },
    referenceNumber: { type: 'string' },
    paymentType: { type: 'enumeration', enum: PAYMENT_TYPES },
    paymentNumber: { type: 'string' },
    ibanNumber: { type: 'string' },
    cmrEmailAddress: { type: 'email' },
    emailCC: { type: 'string', column: 'email_cc' },
    organizationNumber: { type: 'string' },
    customerStatus: { type: 'enumeration', enum: CUSTOMER_STATUSES },
    profilePhoto: { type: 'media', column: 'profile_photo_id' },
    currency: { type: 'enumeration', enum: CURRENCIES },
    vatNumber: { type: 'string' },
    vatType: { type: 'enumeration', enum: VAT_TYPES },
    countryCode: { type: 'string' },
    paymentTermsDays: { type: 'integer' },
    invoiceEmail: { type: 'email' },
    invoiceDelivery: { type: 'enumeration', enum: INVOICE_DELIVERIES },
    invoicePerJob: { type: 'boolean' },
    documentsWithInvoices: { type: 'boolean' },
    language: { type: 'enumeration', enum: LANGUAGES },
    contacts: { type: 'relation', relation: 'oneToMany', target: 'customer-contacts', mappedBy: 'customer' },
    priceAgreements: { type: 'relation', relation: 'oneToMany', target: 'customer-pricings', mappedBy: 'customer' },
  },
  aliases: { customer_status: 'customerStatus', company_name: 'companyName', organization_number: 'organizationNumber' },
  search: [
    'companyName',
    'organizationNumber',
    'vatNumber',
    'emailAddress',
    'phoneNumber',
    'invoiceEmail',
    'contacts.firstName',
    'contacts.lastName',
    'contacts.emailAddress',
    'contacts.phoneNumber',
  ],
} satisfies ContentType);

export const contactsType = registerContentType({
  uid: 'customer-contacts',
  table: 'customer_contacts',
  attributes: {
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    emailAddress: { type: 'email' },
    phoneNumber: { type: 'string' },
    role: { type: 'enumeration', enum: CONTACT_ROLES },
    smsConsent: { type: 'boolean' },
    language: { type: 'enumeration', enum: LANGUAGES },
    customer: { type: 'relation', relation: 'manyToOne', target: 'customers', column: 'customer_id' },
  },
  search: ['firstName', 'lastName', 'emailAddress', 'phoneNumber', 'customer.companyName'],
} satisfies ContentType);

/** Price lines live in their own table (see pricing-repository); the entry carries the header. */
export const pricingsType = registerContentType({
  uid: 'customer-pricings',
  table: 'price_agreements',
  attributes: {
    name: { type: 'string' },
    currency: { type: 'enumeration', enum: CURRENCIES },
    validFrom: { type: 'date' },
    validTo: { type: 'date' },
    status: { type: 'enumeration', enum: AGREEMENT_STATUSES },
    note: { type: 'string' },
    customer: { type: 'relation', relation: 'manyToOne', target: 'customers', column: 'customer_id' },
  },
} satisfies ContentType);

export const filtersType = registerContentType({
  uid: 'customer-filters',
  table: 'customer_filters',
  attributes: {
    name: { type: 'string' },
    search: { type: 'string' },
    customerStatus: { type: 'enumeration', enum: CUSTOMER_STATUSES },
    countryCode: { type: 'string' },
    vatType: { type: 'enumeration', enum: VAT_TYPES },
    paymentTermsDays: { type: 'integer' },
    ownerId: { type: 'integer', private: true },
  },
} satisfies ContentType);

export const auditType = registerContentType({
  uid: 'audit-entries',
  table: 'audit_entries',
  attributes: {
    entityType: { type: 'string' },
    entityId: { type: 'string' },
    customerDocumentId: { type: 'string' },
    action: { type: 'enumeration', enum: AUDIT_ACTIONS },
    changes: { type: 'json' },
    userId: { type: 'integer' },
    userName: { type: 'string' },
    at: { type: 'datetime' },
  },
} satisfies ContentType);
