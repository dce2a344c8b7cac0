import { type Currency, storedLineWording, type VatType } from '@haulage/shared/contracts';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '../../../../db/database';
import type { InvoicedCustomer, InvoicedJob, JobCharge } from '../model/draft-plan';

type Db = Kysely<Database>;

export interface RunScope {
  from: string;
  to: string;
  /** Customer ids; null: every customer. */
  customerIds: number[] | null;
}

/** The job's date for invoicing: its planned day, else the day it was completed. */
const jobDate = sql<string>`coalesce(j.planned_date, substr(j.completed_at, 1, 10))`;

/** Jobs of the run: ready to invoice, in the period, of the chosen customers, on no invoice yet. */
const pending = (db: Db, scope: RunScope) => {
  let query = db
    .selectFrom('jobs as j')
    .where('j.status', '=', 'ready_to_invoice')
    .where('j.kind', '=', 'job')
    .where(jobDate, '>=', scope.from)
    .where(jobDate, '<=', scope.to)
    .where((eb: ExpressionBuilder<Database & { j: Database['jobs'] }, 'j'>) =>
      eb.not(eb.exists(eb.selectFrom('invoices_jobs as ij').select('ij.job_id').whereRef('ij.job_id', '=', 'j.id'))),
    );
  if (scope.customerIds) query = query.where('j.customer_id', 'in', scope.customerIds.length > 0 ? scope.customerIds : [-1]);
  return query;
};

export const countPendingJobs = async (db: Db, scope: RunScope): Promise<number> =>
  Number(
    (
      await pending(db, scope)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst()
    )?.n ?? 0,
  );

/**
 * The next customers of the run whose pending jobs fill about `batch` jobs (at least one customer),
 * so a customer's jobs of the period always land on one draft, whatever the batch.
 */
export const nextCustomerIds = async (db: Db, scope: RunScope, batch: number): Promise<number[]> => {
  const rows = await pending(db, scope)
    .select(['j.customer_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('j.customer_id')
    .orderBy('j.customer_id')
    .execute();
  const ids: number[] = [];
  let jobs = 0;
  for (const row of rows) {
    if (ids.length > 0 && jobs + Number(row.n) > batch) break;
    ids.push(Number(row.customer_id));
    jobs += Number(row.n);
  }
  return ids;
};

const chargesOf = (text: string | null): JobCharge[] => {
  if (!text) return [];
  const parsed = JSON.parse(text) as Partial<JobCharge>[];
  return parsed.map((charge) => ({
    description: String(charge.description ?? 'Transport'),
    quantity: Number(charge.quantity ?? 1),
    unit: String(charge.unit ?? 'st'),
    unitPrice: Number(charge.unitPrice ?? 0),
    amount: Number(charge.amount ?? 0),
    // Jobs priced before wordings were stored: read back from their Swedish text.
    wording: storedLineWording({ ...charge, description: charge.description ?? null }),
  }));
};

/** The city of a stop's place ("Volvo Torslanda, Göteborg" → "Göteborg"). */
const cityOf = (place: string | null): string | null => (place ? (place.split(',').at(-1)?.trim() ?? place) : null);

const routesOf = async (db: Db, jobIds: number[]): Promise<Map<number, string>> => {
  const routes = new Map<number, string>();
  if (jobIds.length === 0) return routes;
  const stops = await db
    .selectFrom('job_stops')
    .select(['job_id', 'place'])
    .where('job_id', 'in', jobIds)
    .orderBy('job_id')
    .orderBy('sequence')
    .orderBy('id')
    .execute();
  const byJob = new Map<number, string[]>();
  for (const stop of stops) {
    const city = cityOf(stop.place);
    if (city) byJob.set(Number(stop.job_id), [...(byJob.get(Number(stop.job_id)) ?? []), city]);
  }
  for (const [jobId, cities] of byJob) routes.set(jobId, cities.length > 1 ? `${cities[0]} – ${cities.at(-1)}` : cities[0]!);
  return routes;
};

/** The run's jobs of these customers, as the invoice rules need them. */
export const pendingJobsOf = async (db: Db, scope: RunScope): Promise<InvoicedJob[]> => {
  const rows = await pending(db, scope)
    .select(['j.id', 'j.document_id', 'j.job_number', 'j.customer_id', 'j.customer_reference', 'j.price_total', 'j.currency', 'j.charges'])
    .select(jobDate.as('date'))
    .orderBy('j.id')
    .execute();
  const routes = await routesOf(
    db,
    rows.map((row) => Number(row.id)),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    documentId: row.document_id,
    jobNumber: Number(row.job_number),
    customerId: Number(row.customer_id),
    date: row.date,
    customerReference: row.customer_reference,
    route: routes.get(Number(row.id)) ?? null,
    priceTotal: row.price_total == null ? null : Number(row.price_total),
    currency: (row.currency as Currency | null) ?? null,
    charges: chargesOf(row.charges),
  }));
};

export const customersByIds = async (db: Db, ids: number[]): Promise<Map<number, InvoicedCustomer>> => {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('customers').selectAll().where('id', 'in', ids).execute();
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        id: Number(row.id),
        documentId: row.document_id,
        companyName: row.company_name,
        organizationNumber: row.organization_number,
        companyAddress: row.company_address,
        vatNumber: row.vat_number,
        vatType: row.vat_type as VatType,
        countryCode: row.country_code,
        currency: row.currency as Currency,
        paymentTermsDays: Number(row.payment_terms_days),
        invoiceEmail: row.invoice_email,
        invoicePerJob: Boolean(row.invoice_per_job),
      },
    ]),
  );
};

/** Customer references (documentId or id) as ids; unknown ones are answered apart. */
export const customerIdsOf = async (db: Db, refs: (string | number)[]): Promise<{ ids: number[]; unknown: (string | number)[] }> => {
  const numbers = refs.filter((ref) => typeof ref === 'number' || /^\d+$/.test(ref)).map(Number);
  const documentIds = refs.filter((ref): ref is string => typeof ref === 'string' && !/^\d+$/.test(ref));
  const rows = await db
    .selectFrom('customers')
    .select(['id', 'document_id'])
    .where((eb) =>
      eb.or([eb('id', 'in', numbers.length > 0 ? numbers : [-1]), eb('document_id', 'in', documentIds.length > 0 ? documentIds : [''])]),
    )
    .execute();
  const unknown = refs.filter((ref) => !rows.some((row) => Number(row.id) === Number(ref) || row.document_id === ref));
  return { ids: rows.map((row) => Number(row.id)), unknown };
};

/** Job references (documentId or id) as ids, in the order given, duplicates once; unknown ones apart. */
export const jobIdsOf = async (
  db: Db,
  refs: (string | number)[],
): Promise<{ jobs: { id: number; documentId: string }[]; unknown: (string | number)[] }> => {
  const numbers = refs.filter((ref) => typeof ref === 'number' || /^\d+$/.test(ref)).map(Number);
  const documentIds = refs.filter((ref): ref is string => typeof ref === 'string' && !/^\d+$/.test(ref));
  const rows = await db
    .selectFrom('jobs')
    .select(['id', 'document_id'])
    .where((eb) =>
      eb.or([eb('id', 'in', numbers.length > 0 ? numbers : [-1]), eb('document_id', 'in', documentIds.length > 0 ? documentIds : [''])]),
    )
    .execute();
  const found = (ref: string | number) => rows.find((row) => Number(row.id) === Number(ref) || row.document_id === ref);
  const jobs = new Map<number, { id: number; documentId: string }>();
  for (const ref of refs) {
    const row = found(ref);
    if (row) jobs.set(Number(row.id), { id: Number(row.id), documentId: row.document_id });
  }
  return { jobs: [...jobs.values()], unknown: refs.filter((ref) => !found(ref)) };
};
