import {
  type CustomerPricing,
  type JobQuantities,
  linesToPricingShape,
  type PriceAgreement,
  type priceAgreementInputSchema,
  type priceAgreementUpdateSchema,
  rateJob,
  type RatingResult,
} from '@haulage/shared/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { createContentService, type Dialect, inPublishingTransaction, isPlainObject, type Publish, readBody } from '../../../content';
import { applicationError, fieldErrors, notFound } from '../../../http/errors';
import { type Actor, auditValues as scalarValues, recordAudit } from '../repository/audit-repository';
import { pricingsType } from '../content-types';
import { findCustomerRow } from '../repository/customers-repository';
import { activeRowsFor, findAgreementRow, findGenericRow, linesOf, replaceLines } from '../repository/pricing-repository';
import { linesAfter, type PricingInput } from '../routes/pricing-body';
import { quantitiesSchema } from '../model/rate-schema';
import type { Database } from '../../../db/database';

type Row = Record<string, unknown>;
type CreateInput = PricingInput<z.output<typeof priceAgreementInputSchema>>;
type UpdateInput = PricingInput<z.output<typeof priceAgreementUpdateSchema>>;

export const GENERIC_MODEL_NAME = 'Generic pricing model';

/** A stored agreement → the contract DTO: header, lines and the spec's shape. */
export const toPricingDto = async (db: Kysely<Database>, row: Row): Promise<CustomerPricing> => {
  const lines = (await linesOf(db, [Number(row.id)])).get(Number(row.id)) ?? [];
  const customer = row.customer_id == null ? null : await findCustomerRow(db, Number(row.customer_id));
  return {
    id: Number(row.id),
    documentId: String(row.document_id),
    name: String(row.name),
    currency: row.currency as CustomerPricing['currency'],
    validFrom: (row.valid_from as string | null) ?? null,
    validTo: (row.valid_to as string | null) ?? null,
    status: row.status as CustomerPricing['status'],
    note: (row.note as string | null) ?? null,
    customer: customer
      ? { id: Number(customer.id), documentId: String(customer.document_id), companyName: String(customer.company_name) }
      : null,
    lines,
    ...linesToPricingShape(lines),
    createdAt: String(row.created_at),
    updatedAt: String(row.updated_at),
    publishedAt: String(row.published_at ?? row.updated_at),
  };
};

/** The header as the engine answers it, plus the lines: what the audit trail compares. */
const auditValues = async (db: Kysely<Database>, dialect: Dialect, row: Row) => {
  const entry = await createContentService(db, dialect, pricingsType).findOnePlan(Number(row.id), { fields: null, populate: {} });
  return { ...scalarValues(pricingsType, entry), lines: (await linesOf(db, [Number(row.id)])).get(Number(row.id)) };
};

/** Agreement headers are written through the engine's write path (defaults, publishedAt, the customer relation checked). */
const writeHeader = async (trx: Kysely<Database>, dialect: Dialect, values: Record<string, unknown>, id?: number): Promise<Row> => {
  const entries = createContentService(trx, dialect, pricingsType);
  const entry = id === undefined ? await entries.create(values) : await entries.update(id, values);
  return (await findAgreementRow(trx, entry!.id))!;
};

const today = (): string => new Date().toISOString().slice(0, 10);

const validOn = (row: Row, date: string): boolean =>
  (!row.valid_from || String(row.valid_from) <= date) && (!row.valid_to || String(row.valid_to) >= date);

const refuseSecondActive = async (
  db: Kysely<Database>,
  customerId: number,
  exceptId: number | null,
  companyName: string,
): Promise<void> => {
  const other = (await activeRowsFor(db, customerId)).find((row) => Number(row.id) !== exceptId);
  if (other)
    throw applicationError(
      `${companyName} already has an active price agreement (${String(other.name)}). Set it to expired before activating another.`,
    );
};

/** A partial update is checked on the merged dates, so sending only one of them cannot invert the period. */
const refuseEndBeforeStart = (existing: Row, header: { validFrom?: string | null; validTo?: string | null }): void => {
  const from = header.validFrom === undefined ? existing.valid_from : header.validFrom;
  const to = header.validTo === undefined ? existing.valid_to : header.validTo;
  if (from && to && String(to) < String(from))
    throw fieldErrors([{ path: ['validTo'], message: 'Valid to cannot be before valid from', name: 'ValidationError' }]);
};

/** The generic model and customer agreements; each write audited in its transaction. */
/** `publish` tells subscribers of an agreement written, once its transaction committed. */
export const createPricingService = (db: Kysely<Database>, dialect: Dialect, publish?: Publish) => ({
  async genericModel(): Promise<PriceAgreement & Partial<CustomerPricing>> {
    const row = await findGenericRow(db);
    if (row) return toPricingDto(db, row);
    return { name: GENERIC_MODEL_NAME, currency: 'SEK', lines: [], ...linesToPricingShape([]) };
  },

  /** Bodies come validated whole (pricing-body), so nothing below can fail half-way on their shape. */
  async updateGenericModel({ values, replaces }: UpdateInput, actor: Actor): Promise<CustomerPricing> {
    return inPublishingTransaction({ db, publish }, async ({ trx, publish: tell }) => {
      const existing =
        (await findGenericRow(trx)) ?? (await writeHeader(trx, dialect, { name: GENERIC_MODEL_NAME, currency: 'SEK', status: 'active' }));
      const before = await auditValues(trx, dialect, existing);
      const { lines, ...header } = values;
      refuseEndBeforeStart(existing, header);
      const row = await writeHeader(trx, dialect, header, Number(existing.id));
      const after = linesAfter(before.lines ?? [], lines ?? [], replaces);
      if (after) await replaceLines(trx, Number(row.id), after);
      await recordAudit(trx, {
        entityType: 'customer-pricings',
        entityId: String(row.document_id),
        customerDocumentId: null,
        action: 'update',
        before,
        after: await auditValues(trx, dialect, row),
        actor,
      });
      tell('customer-pricings', 'updated', { id: Number(row.id), documentId: String(row.document_id) });
      return toPricingDto(trx, row);
    });
  },

  async create({ values }: CreateInput, actor: Actor): Promise<CustomerPricing> {
    const { customer: ref, lines, ...header } = values;
    if (ref === null)
      throw fieldErrors([
        {
          path: ['customer'],
          message: 'Please choose the customer (the generic model is edited with PUT /api/customer-pricing/model)',
          name: 'ValidationError',
        },
      ]);
    return inPublishingTransaction({ db, publish }, async ({ trx, publish: tell }) => {
      const customer = await findCustomerRow(trx, ref);
      if (!customer) throw fieldErrors([{ path: ['customer'], message: 'The customer does not exist', name: 'ValidationError' }]);
      if (header.status === 'active') await refuseSecondActive(trx, Number(customer.id), null, String(customer.company_name));
      const row = await writeHeader(trx, dialect, { ...header, customer: Number(customer.id) });
      await replaceLines(trx, Number(row.id), lines);
      await recordAudit(trx, {
        entityType: 'customer-pricings',
        entityId: String(row.document_id),
        customerDocumentId: String(customer.document_id),
        action: 'create',
        before: null,
        after: await auditValues(trx, dialect, row),
        actor,
      });
      tell('customer-pricings', 'created', { id: Number(row.id), documentId: String(row.document_id) });
      return toPricingDto(trx, row);
    });
  },

  async update(ref: string, { values, replaces }: UpdateInput, actor: Actor): Promise<CustomerPricing> {
    const { lines, ...header } = values;
    return inPublishingTransaction({ db, publish }, async ({ trx, publish: tell }) => {
      const existing = await findAgreementRow(trx, ref);
      if (!existing) throw notFound('Price agreement not found');
      const customer = existing.customer_id == null ? null : await findCustomerRow(trx, Number(existing.customer_id));
      if (customer && header.status === 'active')
        await refuseSecondActive(trx, Number(customer.id), Number(existing.id), String(customer.company_name));
      refuseEndBeforeStart(existing, header);
      const before = await auditValues(trx, dialect, existing);
      const row = await writeHeader(trx, dialect, header, Number(existing.id));
      const after = linesAfter(before.lines ?? [], lines ?? [], replaces);
      if (after) await replaceLines(trx, Number(row.id), after);
      await recordAudit(trx, {
        entityType: 'customer-pricings',
        entityId: String(row.document_id),
        customerDocumentId: customer ? String(customer.document_id) : null,
        action: 'update',
        before,
        after: await auditValues(trx, dialect, row),
        actor,
      });
      tell('customer-pricings', 'updated', { id: Number(row.id), documentId: String(row.document_id) });
      return toPricingDto(trx, row);
    });
  },

  /** The customer's active agreement valid today (or none), for rating. */
  async agreementFor(customerRef: string | number, date = today()): Promise<CustomerPricing | null> {
    const customer = await findCustomerRow(db, customerRef);
    if (!customer) throw fieldErrors([{ path: ['customer'], message: 'The customer does not exist', name: 'ValidationError' }]);
    const row = (await activeRowsFor(db, Number(customer.id))).find((candidate) => validOn(candidate, date));
    return row ? toPricingDto(db, row) : null;
  },

  async rate(body: unknown): Promise<RatingResult & { agreement: { documentId: string; name: string } | null }> {
    const { customer, quantities, date } = readBody(quantitiesSchema, isPlainObject(body) ? body : {});
    const agreement = customer == null ? null : await this.agreementFor(customer, date ?? today());
    const generic = await this.genericModel();
    const result = rateJob(quantities as JobQuantities, agreement, generic);
    return { ...result, agreement: agreement ? { documentId: agreement.documentId, name: agreement.name } : null };
  },
});
