import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/database';
import { byRef } from '../../repository/jobs-repository';

type Db = Kysely<Database>;

/** A job named in a URL by documentId or id. */
export const findJobId = (db: Db, ref: string) => {
  const [column, value] = byRef(ref);
  return db.selectFrom('jobs').select('id').where(column, '=', value).executeTakeFirst();
};

export const findJobState = (db: Db, jobId: number) =>
  db.selectFrom('jobs').select(['id', 'kind', 'status']).where('id', '=', jobId).executeTakeFirst();

export const findLinkOfJob = (db: Db, jobId: number) =>
  db.selectFrom('tracking_links').select(['id', 'document_id']).where('job_id', '=', jobId).executeTakeFirst();

/** Two first messages at once make one link: the second insert is ignored and both read the first. */
export const insertLinkOnce = async (db: Db, link: { documentId: string; jobId: number; tokenHash: string; at: string }) => {
  await db
    .insertInto('tracking_links')
    .values({
      document_id: link.documentId,
      job_id: link.jobId,
      token_hash: link.tokenHash,
      created_at: link.at,
      updated_at: link.at,
      published_at: link.at,
    })
    .onConflict((oc) => oc.column('job_id').doNothing())
    .execute();
};

export const findLinkByHash = (db: Db, tokenHash: string) =>
  db.selectFrom('tracking_links').select(['id', 'job_id']).where('token_hash', '=', tokenHash).executeTakeFirst();

export const touchLink = async (db: Db, id: number, at: string): Promise<void> => {
  await db
    .updateTable('tracking_links')
    .set((eb) => ({ access_count: eb('access_count', '+', 1), last_accessed_at: at }))
    .where('id', '=', id)
    .execute();
};

/** What the tracking page shows of a job: never its price, its truck or its driver's surname. */
export const findTrackedJob = async (db: Db, jobId: number) => {
  const job = await db
    .selectFrom('jobs as j')
    .innerJoin('customers as c', 'c.id', 'j.customer_id')
    .leftJoin('customer_contacts as k', 'k.id', 'j.contact_id')
    .leftJoin('drivers as d', 'd.id', 'j.driver_id')
    .select([
      'j.id',
      'j.job_number',
      'j.status',
      'j.planned_date',
      'j.eta',
      'j.dispatched_at',
      'j.started_at',
      'j.completed_at',
      'c.language as customer_language',
      'k.language as contact_language',
      'd.first_name as driver_first_name',
    ])
    .where('j.id', '=', jobId)
    .executeTakeFirst();
  if (!job) return null;
  const stops = await db
    .selectFrom('job_stops')
    .select(['type', 'place', 'planned_from', 'planned_to', 'arrived_at', 'departed_at'])
    .where('job_id', '=', jobId)
    .orderBy('sequence')
    .orderBy('id')
    .execute();
  const planned = await db
    .selectFrom('job_status_history')
    .select('at')
    .where('job_id', '=', jobId)
    .where('to_status', '=', 'planned')
    .orderBy('at')
    .executeTakeFirst();
  const proofs = await db
    .selectFrom('job_proofs')
    .select(['signed_by', 'at', 'signature_file_id', 'photo_file_ids'])
    .where('job_id', '=', jobId)
    .orderBy('at')
    .orderBy('id')
    .execute();
  return { ...job, stops, plannedAt: planned?.at ?? null, proofs };
};
export type TrackedJob = NonNullable<Awaited<ReturnType<typeof findTrackedJob>>>;

export const findFile = (db: Db, id: number) =>
  db.selectFrom('files').select(['id', 'url', 'mime', 'name']).where('id', '=', id).executeTakeFirst();
