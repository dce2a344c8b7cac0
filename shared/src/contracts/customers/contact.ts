import { z } from 'zod';
import { enumOf, relationRef, requiredText } from '../fields';
import { LANGUAGES, type Language } from '../languages';
import type { Entry } from '../strapi';
import { emailProblem, phoneProblem } from '../validators/swedish-finance';
import { partialWithoutDefaults } from './partial-update';

/** Who the office calls for what: bookings, invoice questions, or on site at loading/unloading. */
export const CONTACT_ROLES = ['booking', 'invoice', 'site'] as const;
export type ContactRole = (typeof CONTACT_ROLES)[number];
export const CONTACT_ROLE_LABELS: Record<ContactRole, string> = {
  booking: 'Booking',
  invoice: 'Invoice',
  site: 'Site',
};

const checked = (problem: (value: string) => string | null) =>
  z
    .string()
    .trim()
    .max(200, 'At most 200 characters')
    .superRefine((value, ctx) => {
      const message = value === '' ? null : problem(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .nullish();

export const customerContactInputSchema = z.object({
  customer: relationRef,
  firstName: requiredText('the first name', 60),
  lastName: requiredText('the last name', 60),
  emailAddress: checked(emailProblem),
  phoneNumber: checked(phoneProblem),
  role: enumOf('Role', CONTACT_ROLES).default('booking'),
  /** Consent to job confirmations by SMS; without it no SMS is sent to the contact. */
  smsConsent: z.boolean({ error: 'SMS consent must be true or false' }).default(false),
  /** Empty: the contact reads the customer's language. */
  language: enumOf('Language', LANGUAGES).nullish(),
});
export type CustomerContactInput = z.input<typeof customerContactInputSchema>;

/** An update cannot move a contact to another customer. */
export const customerContactUpdateSchema = partialWithoutDefaults(customerContactInputSchema.omit({ customer: true }));

export interface CustomerContact extends Entry {
  firstName: string;
  lastName: string;
  emailAddress: string | null;
  phoneNumber: string | null;
  role: ContactRole;
  smsConsent: boolean;
  language: Language | null;
  customer?: { id: number; documentId: string; companyName: string } | null;
}

export const contactName = (contact: Pick<CustomerContact, 'firstName' | 'lastName'>): string =>
  `${contact.firstName} ${contact.lastName}`.trim();
