import type { AfterWriteContext, CollectionHooks, EntryData } from '../../../content';
import { SYSTEM_VIEWER, mayReadType, viewerOf } from '../../../content';
import { actorOf, auditValues, recordAudit } from '../repository/audit-repository';
import { customersType, pricingsType } from '../content-types';
import { checkCustomerRules, normaliseOrganisationNumber } from '../model/customer-rules';
import { createPricingService } from './pricing-service';

const audit = async (ctx: AfterWriteContext): Promise<void> => {
  const after = ctx.action === 'delete' ? null : await ctx.service.findOne(ctx.id, {}, SYSTEM_VIEWER);
  await recordAudit(ctx.trx, {
    entityType: 'customers',
    entityId: ctx.documentId,
    customerDocumentId: ctx.documentId,
    action: ctx.action,
    before: auditValues(customersType, ctx.existing),
    after: auditValues(customersType, after),
    actor: actorOf(ctx.request),
  });
};

/** The one customer's price agreement, for those who may read prices (the matrix, as for any relation). */
const addAgreement = async (
  entry: EntryData,
  db: Parameters<typeof createPricingService>[0],
  dialect: Parameters<typeof createPricingService>[1],
) => {
  const agreement = await createPricingService(db, dialect).agreementFor(entry.documentId);
  entry.customer_pricing = agreement
    ? {
        documentId: agreement.documentId,
        name: agreement.name,
        currency: agreement.currency,
        validFrom: agreement.validFrom,
        validTo: agreement.validTo,
        columns: agreement.columns,
        truckModel: agreement.truckModel,
        vanModel: agreement.vanModel,
      }
    : null;
};

/** Customer rules, the normalised organisation number and the audit trail, all inside the write's transaction. */
export const customerHooks: CollectionHooks = {
  beforeCreate: (ctx) => {
    checkCustomerRules(ctx.data);
    normaliseOrganisationNumber(ctx.data, ctx.data.countryCode);
  },
  beforeUpdate: (ctx, existing) => {
    checkCustomerRules({ ...auditValues(customersType, existing), ...ctx.data });
    normaliseOrganisationNumber(ctx.data, ctx.data.countryCode ?? existing.countryCode);
  },
  afterWrite: audit,
  decorate: async (entries, ctx) => {
    if (ctx.answer !== 'one' || !mayReadType(viewerOf(ctx.request), pricingsType)) return;
    await addAgreement(entries[0]!, ctx.db, ctx.dialect);
  },
};
