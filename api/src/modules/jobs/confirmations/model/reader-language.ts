import { contactLanguage, DEFAULT_LANGUAGE, isLanguage, type Language } from '@haulage/shared/contracts';

const languageOf = (value: string | null | undefined): Language | null => (isLanguage(value) ? value : null);

/**
 * The language of the person a confirmation link is texted to, decided once for the text message
 * and for the page the link opens (its title, texts and refusals): a contact's own, else the
 * customer's. A driver's language is chosen on the phone (ADR 32), which the office does not know,
 * so a driver is asked in the product's default.
 */
export const readerLanguage = (reader: { recipientType: string; contact?: string | null; customer?: string | null }): Language =>
  reader.recipientType === 'customer_contact'
    ? contactLanguage({ language: languageOf(reader.contact) }, { language: languageOf(reader.customer) })
    : DEFAULT_LANGUAGE;

/** The name a link records for the contact or driver it is texted to. */
export const personName = (person: { first_name: string; last_name: string }): string => `${person.first_name} ${person.last_name}`.trim();

/** A customer's contact as a link names its reader: the mobile number in E.164 and the full name. */
export interface ContactReached {
  id: number;
  phone: string | null;
  name: string;
  language: string | null;
}

/**
 * Which of the customer's contacts a link was texted to. The link keeps the number and the name it
 * was sent to, not the contact: the contact at that number by that name, else the job's own contact
 * at that number, else any at it; none when nobody has the number any more (the customer's
 * language is then the reader's).
 */
export const textedContact = <C extends ContactReached>(
  contacts: readonly C[],
  link: { phone: string; recipientName: string | null },
  jobContactId: number | null,
): C | null => {
  const atNumber = contacts.filter((contact) => contact.phone === link.phone);
  return (
    atNumber.find((contact) => contact.name === link.recipientName) ??
    atNumber.find((contact) => contact.id === jobContactId) ??
    atNumber[0] ??
    null
  );
};
