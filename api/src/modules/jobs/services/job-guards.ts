import { dangerousGoodsProblems, type JobStatus, type JobStopInput } from '@haulage/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import { fieldErrors, HttpError } from '../../../http/errors';
import { contactRefusal } from '../model/job-contact';
import { type JobWrite, lockRefusal, type PricedFacts, type PricedStop, pricedChanges } from '../model/job-lock';
import { contactByRef, customerByRef, destinationIdByRef, pricedStopsOf } from '../repository/job-facts-repository';
import type { findJobRow } from '../repository/jobs-repository';

type Db = Kysely<Database>;
type JobRow = NonNullable<Awaited<ReturnType<typeof findJobRow>>>;
type Ref = string | number;

const has = (data: Record<string, unknown>, key: string): boolean => Object.hasOwn(data, key);

/** A write the job's state does not allow (model/job-lock) is a 409, before anything is written. */
export const refuseLockedWrite = (job: Pick<JobRow, 'status' | 'job_number'>, write: JobWrite): void => {
  const message = lockRefusal({ status: job.status as JobStatus, jobNumber: Number(job.job_number) }, write);
  if (message) throw new HttpError(409, 'ConflictError', message, {});
};

/** The job's contact must be one of its customer's (model/job-contact); a 400 on `contact`. */
export const checkContact = async (db: Db, customerRef: Ref | null | undefined, contactRef: Ref | null | undefined): Promise<void> => {
  if (customerRef == null || contactRef == null) return;
  const customer = await customerByRef(db, customerRef);
  // A customer or contact that does not exist is the engine's to answer, as for any relation.
  if (!customer) return;
  const message = contactRefusal(await contactByRef(db, contactRef), customer);
  if (message) throw fieldErrors([{ path: ['contact'], message, name: 'ValidationError' }]);
};

/** Stops of a body as the row would store them: in sequence order, destinations as ids (-1: none such). */
const pricedStopsOfBody = async (db: Db, stops: JobStopInput[]): Promise<PricedStop[]> => {
  const ordered = stops.map((stop, index) => ({ ...stop, sequence: stop.sequence ?? index + 1 })).sort((a, b) => a.sequence - b.sequence);
  const priced: PricedStop[] = [];
  for (const stop of ordered)
    priced.push({
      type: stop.type,
      destination: stop.destination == null ? null : ((await destinationIdByRef(db, stop.destination)) ?? -1),
      plannedFrom: stop.plannedFrom ?? null,
      plannedTo: stop.plannedTo ?? null,
    });
  return priced;
};

/** The priced fields a PUT body carries, references resolved as the row holds them. */
const pricedWriteOf = async (db: Db, data: Record<string, unknown>): Promise<Partial<PricedFacts>> => {
  const write: Partial<PricedFacts> = {};
  for (const field of ['vehicleClass', 'plannedDate', 'kmPlanned', 'kmActual', 'hoursActual'] as const)
    if (has(data, field)) Object.assign(write, { [field]: data[field] ?? null });
  if (has(data, 'customer')) write.customer = (await customerByRef(db, data.customer as Ref))?.id ?? -1;
  if (has(data, 'stops')) write.stops = await pricedStopsOfBody(db, (data.stops ?? []) as JobStopInput[]);
  return write;
};

const pricedFactsOf = async (db: Db, row: JobRow): Promise<PricedFacts> => ({
  customer: Number(row.customer_id),
  vehicleClass: row.vehicle_class,
  plannedDate: row.planned_date,
  kmPlanned: row.km_planned,
  kmActual: row.km_actual,
  hoursActual: row.hours_actual,
  stops: await pricedStopsOf(db, Number(row.id)),
});

const DANGEROUS_GOODS_FIELDS = ['adr', 'unNumber', 'adrClass', 'packingGroup'] as const;

/**
 * The ADR rule of the contract over the job as a PUT leaves it: a PUT that touches none of its
 * fields is not held to it, so a job saved before the job recorded UN numbers stays editable.
 */
const checkDangerousGoods = (row: JobRow, data: Record<string, unknown>): void => {
  if (!DANGEROUS_GOODS_FIELDS.some((field) => has(data, field))) return;
  const after = (field: (typeof DANGEROUS_GOODS_FIELDS)[number], stored: unknown) => (has(data, field) ? data[field] : stored);
  const problems = dangerousGoodsProblems({
    adr: Boolean(after('adr', row.adr)),
    unNumber: after('unNumber', row.un_number) as string | null,
    adrClass: after('adrClass', row.adr_class) as string | null,
    packingGroup: after('packingGroup', row.packing_group) as string | null,
  });
  if (problems.length > 0)
    throw fieldErrors(problems.map((problem) => ({ path: [problem.field], message: problem.message, name: 'ValidationError' })));
};

/** A PUT of a job (its `status` already routed to the machine): the lock, then the contact and ADR rules. */
export const checkJobUpdate = async (db: Db, row: JobRow, data: Record<string, unknown>): Promise<void> => {
  const changed = row.status === 'ready_to_invoice' ? pricedChanges(await pricedFactsOf(db, row), await pricedWriteOf(db, data)) : [];
  refuseLockedWrite(row, { kind: 'update', changed });
  checkDangerousGoods(row, data);
  if (has(data, 'customer') || has(data, 'contact'))
    await checkContact(
      db,
      (data.customer as Ref | undefined) ?? row.customer_id,
      has(data, 'contact') ? (data.contact as Ref | null) : row.contact_id,
    );
};
