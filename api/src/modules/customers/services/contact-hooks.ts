import type { CollectionHooks, HookContext } from '../../../content';
import { SYSTEM_VIEWER } from '../../../content';
import { fieldErrors } from '../../../http/errors';
import { actorOf, auditValues, recordAudit, type AuditRecord } from '../repository/audit-repository';
import { contactsType } from '../content-types';
import { findCustomerRow } from '../repository/customers-repository';

/** The documentId of the customer a contact belongs to (its audit entries are filed under it). */
const customerOf = async (ctx: HookContext, contactId: number): Promise<string | null> => {
  const contact = await ctx.service.findOne(contactId, { fields: ['id'], populate: { customer: { fields: ['id'] } } }, SYSTEM_VIEWER);
  const customer = contact?.customer as { documentId?: string } | null | undefined;
  return customer?.documentId ?? null;
};

const record = (
  ctx: HookContext,
  documentId: string,
  customerDocumentId: string | null,
): Omit<AuditRecord, 'action' | 'before' | 'after'> => ({
  entityType: 'customer-contacts',
  entityId: documentId,
  customerDocumentId,
  actor: actorOf(ctx.request),
});

/** A contact belongs to an existing customer; every write is audited under that customer, in the write's transaction. */
export const contactHooks: CollectionHooks = {
  beforeCreate: async (ctx) => {
    const ref = ctx.data.customer;
    if (typeof ref !== 'string' && typeof ref !== 'number') return;
    if (!(await findCustomerRow(ctx.trx, ref)))
      throw fieldErrors([{ path: ['customer'], message: 'The customer does not exist', name: 'ValidationError' }]);
  },
  // The deleted row cannot be read afterwards, so its entry is written just before it goes.
  beforeDelete: async (ctx, existing) => {
    await recordAudit(ctx.trx, {
      ...record(ctx, existing.documentId, await customerOf(ctx, existing.id)),
      action: 'delete',
      before: auditValues(contactsType, existing),
      after: null,
    });
  },
  afterWrite: async (ctx) => {
    if (ctx.action === 'delete') return;
    const after = await ctx.service.findOne(ctx.id, {}, SYSTEM_VIEWER);
    await recordAudit(ctx.trx, {
      ...record(ctx, ctx.documentId, await customerOf(ctx, ctx.id)),
      action: ctx.action,
      before: auditValues(contactsType, ctx.existing),
      after: auditValues(contactsType, after),
    });
  },
};
