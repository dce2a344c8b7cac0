import type { customerContactInputSchema, customerContactUpdateSchema } from '@haulage/shared/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { fieldErrors, notFound } from '../../http/errors';
import { type Actor, recordAudit } from './audit-repository';
import { contactsType } from './content-types';
import { type Row, toValues } from './entry-repository';
import { contacts, customers } from './customers-service';

const findContact = async (db: Kysely<any>, ref: string): Promise<Row> => {
  const row = await contacts.findByRef(db, ref);
  if (!row) throw notFound('Contact not found');
  return row;
};

const customerDocumentId = async (db: Kysely<any>, customerId: unknown): Promise<string | null> => {
  const customer = await customers.findByRef(db, Number(customerId));
  return customer ? String(customer.document_id) : null;
};

type ContactValues = z.output<typeof customerContactInputSchema>;
type ContactPatch = z.output<typeof customerContactUpdateSchema>;

/** Contact writes (values validated by the route), each with its audit entry filed under the customer, in one transaction. */
export const createContactsService = (db: Kysely<any>) => ({
  async create({ customer: ref, ...values }: ContactValues, actor: Actor): Promise<Row> {
    return db.transaction().execute(async (trx) => {
      const customer = await customers.findByRef(trx, ref);
      if (!customer) throw fieldErrors([{ path: ['customer'], message: 'The customer does not exist', name: 'ValidationError' }]);
      const row = await contacts.insert(trx, values, { customer_id: customer.id });
      await recordAudit(trx, { entityType: 'customer-contacts', entityId: String(row.document_id), customerDocumentId: String(customer.document_id), action: 'create', before: null, after: toValues(contactsType, row), actor });
      return row;
    });
  },

  async update(ref: string, patch: ContactPatch, actor: Actor): Promise<Row> {
    return db.transaction().execute(async (trx) => {
      const existing = await findContact(trx, ref);
      const row = await contacts.update(trx, Number(existing.id), patch);
      await recordAudit(trx, { entityType: 'customer-contacts', entityId: String(row.document_id), customerDocumentId: await customerDocumentId(trx, row.customer_id), action: 'update', before: toValues(contactsType, existing), after: toValues(contactsType, row), actor });
      return row;
    });
  },

  async remove(ref: string, actor: Actor): Promise<Row> {
    return db.transaction().execute(async (trx) => {
      const existing = await findContact(trx, ref);
      await contacts.remove(trx, Number(existing.id));
      await recordAudit(trx, { entityType: 'customer-contacts', entityId: String(existing.document_id), customerDocumentId: await customerDocumentId(trx, existing.customer_id), action: 'delete', before: toValues(contactsType, existing), after: null, actor });
      return existing;
    });
  },
});
