import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/database';
import { GOODS_COLUMNS, goodsDetailsOf } from '../../repository/goods-columns';
import { stopsWithPlaces } from '../../repository/stops-repository';
import type { CmrFacts, CmrStop } from '../model/cmr-note';

type Db = Kysely<Database>;

// PostgreSQL answers timestamps as Date, SQLite as text: the note reads one form.
const iso = (value: unknown): string | null => (value == null || value === '' ? null : new Date(value as string).toISOString());

/** A job's ref (id or documentId) as its id, with its kind, customer and driver; undefined when there is none. */
export const findCmrJob = (db: Db, column: 'id' | 'document_id', value: string | number) =>
  db.selectFrom('jobs').select(['id', 'job_number', 'kind', 'driver_id', 'customer_id']).where(column, '=', value).executeTakeFirst();

/** The customer's language, which the note is written in. */
export const customerLanguageOfJob = async (db: Db, jobId: number): Promise<string | null> => {
  const row = await db
    .selectFrom('jobs')
    .innerJoin('customers', 'customers.id', 'jobs.customer_id')
    .select('customers.language')
    .where('jobs.id', '=', jobId)
    .executeTakeFirst();
  return row?.language ?? null;
};

const readStops = async (db: Db, jobId: number): Promise<CmrStop[]> =>
  (await stopsWithPlaces(db, [jobId])).map((row) => ({
    id: Number(row.id),
    type: row.type === 'pickup' ? 'pickup' : 'delivery',
    name: row.destination_name ?? row.place,
    address: row.address,
    postcode: row.postcode,
    city: row.city,
    country: row.country,
    plannedFrom: iso(row.planned_from),
    arrivedAt: iso(row.arrived_at),
    departedAt: iso(row.departed_at),
  }));

/** Everything the note prints of a job but the carrier (the seller's settings) and the signature's bytes. */
export const readCmrFacts = async (db: Db, jobId: number): Promise<Omit<CmrFacts, 'carrier'> | null> => {
  const job = await db
    .selectFrom('jobs')
    .innerJoin('customers', 'customers.id', 'jobs.customer_id')
    .select([
      'jobs.job_number',
      'jobs.goods_description',
      'jobs.weight_kg',
      'jobs.pallets',
      'jobs.adr',
      ...GOODS_COLUMNS,
      'jobs.planned_date',
      'jobs.notes_driver',
      'customers.company_name',
      'customers.company_address',
      'customers.country_code',
      'customers.organization_number',
    ])
    .where('jobs.id', '=', jobId)
    .executeTakeFirst();
  if (!job) return null;
  const problems = await db
    .selectFrom('job_problems')
    .select(['kind', 'note', 'at'])
    .where('job_id', '=', jobId)
    .orderBy('at')
    .orderBy('id')
    .execute();
  const proofs = await db
    .selectFrom('job_proofs')
    .select(['stop_id', 'signed_by', 'at', 'signature_file_id'])
    .where('job_id', '=', jobId)
    .orderBy('at')
    .orderBy('id')
    .execute();
  return {
    jobNumber: Number(job.job_number),
    sender: {
      name: job.company_name,
      address: job.company_address,
      countryCode: job.country_code,
      organizationNumber: job.organization_number,
    },
    stops: await readStops(db, jobId),
    goods: {
      description: job.goods_description,
      weightKg: job.weight_kg == null ? null : Number(job.weight_kg),
      pallets: job.pallets == null ? null : Number(job.pallets),
      adr: Boolean(job.adr),
      ...goodsDetailsOf(job),
    },
    plannedDate: job.planned_date,
    instructions: job.notes_driver,
    problems: problems.map((p) => ({ kind: p.kind, note: p.note, at: iso(p.at)! })),
    proofs: proofs.map((p) => ({
      stopId: Number(p.stop_id),
      signedBy: p.signed_by,
      at: iso(p.at)!,
      signatureFileId: p.signature_file_id == null ? null : Number(p.signature_file_id),
    })),
  };
};

/** Each job's number and the files of its proofs of delivery (signature first, then photos), in job order. */
export const proofFilesOfJobs = async (db: Db, jobIds: number[]) => {
  if (jobIds.length === 0) return [];
  const jobs = await db.selectFrom('jobs').select(['id', 'job_number']).where('id', 'in', jobIds).orderBy('job_number').execute();
  const proofs = await db
    .selectFrom('job_proofs')
    .select(['job_id', 'signature_file_id', 'photo_file_ids'])
    .where('job_id', 'in', jobIds)
    .orderBy('at')
    .orderBy('id')
    .execute();
  return jobs.map((job) => {
    const own = proofs.filter((p) => Number(p.job_id) === Number(job.id));
    return {
      jobId: Number(job.id),
      jobNumber: Number(job.job_number),
      signatures: own.flatMap((p) => (p.signature_file_id == null ? [] : [Number(p.signature_file_id)])),
      photos: own.flatMap((p) => (JSON.parse(p.photo_file_ids || '[]') as number[]).map(Number)),
    };
  });
};
