import { defineCommand } from '../../../content';
import { applicationError } from '../../../http/errors';
import { actorOf, auditValues, recordAudit } from '../repository/audit-repository';
import { customersType } from '../content-types';
import { attachedToCustomer } from '../repository/customers-repository';
import { customerDependents } from './dependents';

/**
 * DELETE /api/customers/:id. Refused while jobs or invoices point at the customer. A customer with
 * contacts or a price agreement is archived (history kept); one with nothing attached is deleted.
 */
export const removeCustomerCommand = defineCommand({
  name: 'remove',
  action: 'delete',
  route: false,
  run: async (ctx) => {
    const { entry, trx } = ctx;
    const reasons = await customerDependents(trx, entry.id);
    if (reasons.length > 0) {
      throw applicationError(
        `${String(entry.companyName)} cannot be deleted because it ${reasons.join(' and ')}. Set its status to inactive or archived instead.`,
        { reasons },
      );
    }
    const record = {
      entityType: 'customers',
      entityId: entry.documentId,
      customerDocumentId: entry.documentId,
      before: auditValues(customersType, entry),
      actor: actorOf(ctx.request),
    };
    const ref = { id: entry.id, documentId: entry.documentId };
    if ((await attachedToCustomer(trx, entry.id)) > 0) {
      const after = await ctx.service.update(entry.id, { customerStatus: 'archived' });
      await recordAudit(trx, { ...record, action: 'archive', after: auditValues(customersType, after) });
      ctx.publish('customers', 'updated', ref);
      return { meta: { archived: true } };
    }
    await ctx.service.delete(entry.id);
    await recordAudit(trx, { ...record, action: 'delete', after: null });
    ctx.publish('customers', 'deleted', ref);
    return { deleted: true };
  },
});
