import type { Language } from '@haulage/shared/contracts';
import type { ServiceHost } from '../../../../ports';
import { toE164 } from '../../../messaging/index';
import { personName, readerLanguage, textedContact } from '../model/reader-language';
import { findContactsOfCustomer, findCustomerLanguage } from '../repository/confirmation-repository';

interface LinkReader {
  recipient_type: string;
  recipient_name: string | null;
  phone: string;
  customer_id: number;
  contact_id: number | null;
}

/**
 * The language a link's page speaks to its reader, by the rule its text message was written by
 * (`readerLanguage`): the contact is found among the customer's by the number the link was texted
 * to, and their language read as it is now, so a contact switched to English since reads English.
 */
export const linkReaderLanguage = async (app: Pick<ServiceHost, 'db'>, link: LinkReader): Promise<Language> => {
  if (link.recipient_type !== 'customer_contact') return readerLanguage({ recipientType: link.recipient_type });
  const customer = await findCustomerLanguage(app.db, link.customer_id);
  const contacts = await findContactsOfCustomer(app.db, link.customer_id);
  const reached = textedContact(
    contacts.map((c) => ({ id: c.id, phone: toE164(c.phone_number), name: personName(c), language: c.language })),
    { phone: link.phone, recipientName: link.recipient_name },
    link.contact_id,
  );
  return readerLanguage({ recipientType: link.recipient_type, contact: reached?.language, customer });
};
