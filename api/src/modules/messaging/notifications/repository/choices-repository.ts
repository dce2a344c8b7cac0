import { DEFAULT_ETA_THRESHOLD_MINUTES, DEFAULT_EVENT_CHOICES, type EventChoices } from '@haulage/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/database';

type Db = Kysely<Database>;

const parse = (json: string): EventChoices => ({ ...DEFAULT_EVENT_CHOICES, ...(JSON.parse(json) as Partial<EventChoices>) });

export const findCustomerByRef = (db: Db, column: 'id' | 'document_id', value: string | number) =>
  db
    .selectFrom('customers')
    .select(['id', 'document_id', 'email_address', 'language'])
    .where(column, '=', value as never)
    .executeTakeFirst();

/** The customer's choices, or the defaults when none were saved. */
export const customerChoices = async (db: Db, customerId: number) => {
  const row = await db.selectFrom('customer_notification_settings').selectAll().where('customer_id', '=', customerId).executeTakeFirst();
  return row
    ? { etaThresholdMinutes: Number(row.eta_threshold_minutes), events: parse(row.choices) }
    : { etaThresholdMinutes: DEFAULT_ETA_THRESHOLD_MINUTES, events: DEFAULT_EVENT_CHOICES };
};

/** The customer's contacts, each with their own choices (null: the customer's). */
export const contactsWithChoices = async (db: Db, customerId: number) => {
  const rows = await db
    .selectFrom('customer_contacts as c')
    .leftJoin('contact_notification_choices as n', 'n.contact_id', 'c.id')
    .select([
      'c.id',
      'c.document_id',
      'c.first_name',
      'c.last_name',
      'c.email_address',
      'c.phone_number',
      'c.sms_consent',
      'c.language',
      'n.choices',
    ])
    .where('c.customer_id', '=', customerId)
    .orderBy('c.last_name')
    .orderBy('c.first_name')
    .orderBy('c.id')
    .execute();
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    sms_consent: Boolean(row.sms_consent),
    choices: row.choices ? parse(row.choices) : null,
  }));
};
export type ContactWithChoices = Awaited<ReturnType<typeof contactsWithChoices>>[number];

/** Replaces the customer's choices and every contact's, in the caller's transaction. */
export const saveChoices = async (
  trx: Db,
  customerId: number,
  input: { etaThresholdMinutes: number; events: EventChoices; contacts: { contactId: number; events: EventChoices | null }[] },
  at: string,
): Promise<void> => {
  const settings = { eta_threshold_minutes: input.etaThresholdMinutes, choices: JSON.stringify(input.events), updated_at: at };
  await trx
    .insertInto('customer_notification_settings')
    .values({ customer_id: customerId, ...settings })
    .onConflict((oc) => oc.column('customer_id').doUpdateSet(settings))
    .execute();
  for (const contact of input.contacts) {
    if (contact.events === null) {
      await trx.deleteFrom('contact_notification_choices').where('contact_id', '=', contact.contactId).execute();
      continue;
    }
    const choices = { choices: JSON.stringify(contact.events), updated_at: at };
    await trx
      .insertInto('contact_notification_choices')
      .values({ contact_id: contact.contactId, ...choices })
      .onConflict((oc) => oc.column('contact_id').doUpdateSet(choices))
      .execute();
  }
};
