import { customerRules, type customerUpdateSchema, type CustomerValues, type FieldError, formatOrganisationNumber } from '@haulage/shared/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { resolveToOneValues } from '../../content/write/to-one-values';
import { applicationError, fieldErrors, notFound } from '../../http/errors';
import { type Actor, recordAudit } from './audit-repository';
import { contactsType, customersType } from './content-types';
import { customerDependents } from './dependents';
import { createEntryRepository, type Row, toValues } from './entry-repository';
import { agreements } from './pricing-repository';

export const customers = createEntryRepository(customersType);
export const contacts = createEntryRepository(contactsType);

const checkRules = (values: Parameters<typeof customerRules>[0]): void => {
  const problems = customerRules(values);
  if (problems.length === 0) return;
  const errors: FieldError[] = problems.map((p) => ({ path: [p.path], message: p.message, name: 'ValidationError' }));
  throw fieldErrors(errors);
};

/** Stored as NNNNNN-NNNN so a search for the printed form finds it however it was typed. */
const normalised = <T extends { organizationNumber?: string | null }>(values: T, countryCode: unknown): T =>
  values.organizationNumber && (countryCode ?? 'SE') === 'SE' ? { ...values, organizationNumber: formatOrganisationNumber(values.organizationNumber) } : values;

export const findCustomerRow = async (db: Kysely<any>, ref: string | number): Promise<Row> => {
  const row = await customers.findByRef(db, ref);
  if (!row) throw notFound('Customer not found');
  return row;
};

export type RemoveOutcome = { kind: 'deleted' | 'archived'; row: Row };
export type CustomerPatch = z.output<typeof customerUpdateSchema>;

/**
 * Customer writes, given values the route validated: cross-field rules, the profile photo resolved
 * as the engine resolves media (an unknown file is a 400), then the row and its audit entry in one
 * transaction.
 */
export const createCustomersService = (db: Kysely<any>) => ({
  async create(values: CustomerValues, actor: Actor): Promise<Row> {
    checkRules(values);
    return db.transaction().execute(async (trx) => {
      const resolved = await resolveToOneValues(trx, customersType, values);
      const row = await customers.insert(trx, normalised(resolved, values.countryCode));
      await recordAudit(trx, { entityType: 'customers', entityId: String(row.document_id), customerDocumentId: String(row.document_id), action: 'create', before: null, after: toValues(customersType, row), actor });
      return row;
    });
  },

  async update(ref: string, patch: CustomerPatch, actor: Actor): Promise<Row> {
    return db.transaction().execute(async (trx) => {
      const existing = await findCustomerRow(trx, ref);
      const before = toValues(customersType, existing)!;
      checkRules({ ...before, ...patch } as Parameters<typeof customerRules>[0]);
      const resolved = await resolveToOneValues(trx, customersType, patch);
      const row = await customers.update(trx, Number(existing.id), normalised(resolved, patch.countryCode ?? before.countryCode));
      await recordAudit(trx, { entityType: 'customers', entityId: String(row.document_id), customerDocumentId: String(row.document_id), action: 'update', before, after: toValues(customersType, row), actor });
      return row;
    });
  },

  /**
   * Refused while jobs or invoices point at the customer. A customer with contacts or a price
   * agreement is archived (history kept); one with nothing attached is deleted.
   */
  async remove(ref: string, actor: Actor): Promise<RemoveOutcome> {
    return db.transaction().execute(async (trx) => {
      const existing = await findCustomerRow(trx, ref);
      const id = Number(existing.id);
      const name = String(existing.company_name);
      const reasons = await customerDependents(trx, id);
      if (reasons.length > 0) {
        throw applicationError(`${name} cannot be deleted because it ${reasons.join(' and ')}. Set its status to inactive or archived instead.`, { reasons });
      }
      const before = toValues(customersType, existing);
      const attached = (await contacts.count(trx, 'customer_id', id)) + (await agreements.count(trx, 'customer_id', id));
      if (attached > 0) {
        const row = await customers.update(trx, id, { customerStatus: 'archived' });
        await recordAudit(trx, { entityType: 'customers', entityId: String(row.document_id), customerDocumentId: String(row.document_id), action: 'archive', before, after: toValues(customersType, row), actor });
        return { kind: 'archived', row };
      }
      await customers.remove(trx, id);
      await recordAudit(trx, { entityType: 'customers', entityId: String(existing.document_id), customerDocumentId: String(existing.document_id), action: 'delete', before, after: null, actor });
      return { kind: 'deleted', row: existing };
    });
  },
});
