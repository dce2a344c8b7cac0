import { isLanguage, type ContactRole, type CustomerContact, type CustomerContactInput } from '@haulage/shared/contracts';
import { blankToNull } from '#lib';

export interface ContactFormValues {
  firstName: string;
  lastName: string;
  emailAddress: string;
  phoneNumber: string;
  role: ContactRole;
  smsConsent: boolean;
  /** '' = the customer's language. */
  language: string;
}

export const CONTACT_FORM_FIELDS: readonly (keyof ContactFormValues)[] = [
  'firstName',
  'lastName',
  'emailAddress',
  'phoneNumber',
  'role',
  'smsConsent',
  'language',
];

export const contactToForm = (contact?: CustomerContact | null): ContactFormValues => ({
  firstName: contact?.firstName ?? '',
  lastName: contact?.lastName ?? '',
  emailAddress: contact?.emailAddress ?? '',
  phoneNumber: contact?.phoneNumber ?? '',
  role: contact?.role ?? 'booking',
  smsConsent: contact?.smsConsent ?? false,
  language: contact?.language ?? '',
});

/** The payload for a customer's contact; the customer is set by documentId. */
export const formToContactPayload =
  (customer: string) =>
  (values: ContactFormValues): CustomerContactInput => ({
    customer,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    emailAddress: blankToNull(values.emailAddress),
    phoneNumber: blankToNull(values.phoneNumber),
    role: values.role,
    smsConsent: values.smsConsent,
    language: isLanguage(values.language) ? values.language : null,
  });
