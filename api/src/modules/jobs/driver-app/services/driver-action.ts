import type { DriverAppHost, SignedInUser } from './driver-host';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../../../content';
import type { Database } from '../../../../db/database';
import { fieldErrors, notFound } from '../../../../http/errors';
import { byRef } from '../../repository/jobs-repository';
import { claimClientId, findAppliedAnswer, recordAppliedAnswer } from '../repository/applied-actions';
import { findUserDriver } from '../repository/run-repository';

export interface DriverContext {
  userId: number;
  userName: string;
  driverId: number;
  driverDocumentId: string;
  driverName: string;
}

/** The driver the signed-in user is; a driver user without a driver record reads nothing (404). */
export const driverOf = async (app: DriverAppHost, user: SignedInUser): Promise<DriverContext> => {
  const driver = await findUserDriver(app.db, Number(user.id));
  if (!driver) throw notFound('No driver record is linked to this user');
  return {
    userId: Number(user.id),
    userName: user.name || user.email,
    driverId: Number(driver.id),
    driverDocumentId: driver.document_id,
    driverName: `${driver.first_name} ${driver.last_name}`.trim(),
  };
};

export const refusedField = (field: string, message: string) => fieldErrors([{ path: [field], message, name: 'ValidationError' }]);

/** One of the driver's own jobs, by id or documentId; any other job is a 404, as if it did not exist. */
export const findOwnJob = async (db: Kysely<Database>, driver: DriverContext, ref: string) => {
  const [column, value] = byRef(ref);
  const job = await db.selectFrom('jobs').selectAll().where(column, '=', value).where('driver_id', '=', driver.driverId).executeTakeFirst();
  if (!job || job.kind !== 'job') throw notFound('The job does not exist');
  return job;
};

/**
 * Runs a driver's action once per phone-made id: a resend answers the first result. The id is
 * claimed first in the action's transaction, so it is applied exactly when the action is; a second
 * send of it at the same moment waits on the claim (PostgreSQL) or the single writer (SQLite),
 * then fails on the table's key and answers the winner's result.
 */
export const applyOnce = async <T>(
  app: DriverAppHost,
  driver: DriverContext,
  clientId: string,
  action: string,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<{ answer: T; replayed: boolean }> => {
  const earlier = await findAppliedAnswer(app.db, driver.userId, clientId);
  if (earlier !== undefined) return { answer: earlier as T, replayed: true };
  try {
    const answer = await app.db.transaction().execute(async (trx) => {
      await claimClientId(trx, driver.userId, clientId, action);
      const result = await work(trx);
      await recordAppliedAnswer(trx, driver.userId, clientId, result);
      return result;
    });
    return { answer, replayed: false };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await findAppliedAnswer(app.db, driver.userId, clientId);
    if (winner === undefined) throw error;
    return { answer: winner as T, replayed: true };
  }
};

/**
 * The job row, locked until the transaction ends on PostgreSQL (SQLite has one writer already):
 * two events of one job never both read the status before the other's move.
 */
export const lockJob = (trx: Kysely<Database>, app: DriverAppHost, jobId: number) => {
  const query = trx.selectFrom('jobs').selectAll().where('id', '=', jobId);
  return (app.dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirstOrThrow();
};
