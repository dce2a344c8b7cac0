import type { NotificationChoices, NotificationChoicesInput } from '@haulage/shared/contracts';
import type { ServiceHost } from '../../../../ports';
import { fieldErrors, notFound } from '../../../../http/errors';
import { contactsWithChoices, customerChoices, findCustomerByRef, saveChoices } from '../repository/choices-repository';

const refOf = (ref: string): ['id' | 'document_id', string | number] => (/^\d+$/.test(ref) ? ['id', Number(ref)] : ['document_id', ref]);

const customerOf = async (app: Pick<ServiceHost, 'db'>, ref: string) => {
  const customer = await findCustomerByRef(app.db, ...refOf(ref));
  if (!customer) throw notFound('The customer does not exist');
  return customer;
};

/** GET /api/customers/:id/notifications: the customer's choices (defaults until saved) and each contact's. */
export const readNotificationChoices = async (app: Pick<ServiceHost, 'db'>, ref: string): Promise<NotificationChoices> => {
  const customer = await customerOf(app, ref);
  const own = await customerChoices(app.db, Number(customer.id));
  const contacts = await contactsWithChoices(app.db, Number(customer.id));
  return {
    customer: customer.document_id,
    ...own,
    contacts: contacts.map((c) => ({
      contact: c.document_id,
      name: `${c.first_name} ${c.last_name}`.trim(),
      hasEmail: Boolean(c.email_address),
      hasMobile: Boolean(c.phone_number),
      smsConsent: c.sms_consent,
      events: c.choices,
    })),
  };
};

/**
 * PUT /api/customers/:id/notifications: the customer's choices and those of the contacts named
 * (a contact not named keeps theirs). Every contact must be the customer's, once: otherwise a 400
 * on `contacts[i].contact` and nothing is written.
 */
export const saveNotificationChoices = async (app: Pick<ServiceHost, 'db'>, ref: string, input: NotificationChoicesInput) => {
  const customer = await customerOf(app, ref);
  const known = new Map((await contactsWithChoices(app.db, Number(customer.id))).map((c) => [c.document_id, c.id]));
  const seen = new Set<string>();
  const errors = input.contacts.flatMap((entry, i) => {
    const path = ['contacts', i, 'contact'];
    if (!known.has(entry.contact))
      return [{ path, message: `${entry.contact} is not a contact of this customer`, name: 'ValidationError' as const }];
    if (seen.has(entry.contact)) return [{ path, message: 'A contact is named twice', name: 'ValidationError' as const }];
    seen.add(entry.contact);
    return [];
  });
  if (errors.length > 0) throw fieldErrors(errors);
  await app.db.transaction().execute((trx) =>
    saveChoices(
      trx,
      Number(customer.id),
      {
        etaThresholdMinutes: input.etaThresholdMinutes,
        events: input.events,
        contacts: input.contacts.map((c) => ({ contactId: known.get(c.contact)!, events: c.events })),
      },
      new Date().toISOString(),
    ),
  );
  return readNotificationChoices(app, customer.document_id);
};
