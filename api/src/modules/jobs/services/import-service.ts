import { jobInputSchema, type JobStopInput } from '@haulage/shared/contracts';
import { createContentService, inPublishingTransaction, isPlainObject, queryLimitsOf, readBody, type Viewer } from '../../../content';
import { HttpError, validationError } from '../../../http/errors';
import type { ServiceHost } from '../../../ports';
import { jobsType } from '../content-types';
import { matchDestination } from '../model/destination-match';
import { destinationNames } from '../repository/destinations-repository';
import { findCustomerId } from '../repository/jobs-repository';
import { createJobIn } from './job-hooks';

export interface ItemError {
  index: number;
  field: string;
  message: string;
}

const errorsOf = (error: unknown, index: number): ItemError[] => {
  if (!(error instanceof HttpError)) throw error;
  const details = (error.details ?? {}) as { errors?: { path?: (string | number)[]; message: string }[]; key?: string };
  if (details.errors?.length) return details.errors.map((e) => ({ index, field: (e.path ?? []).join('.') || 'data', message: e.message }));
  return [{ index, field: details.key ?? 'data', message: error.message }];
};

/** Every item checked by the job schema (unknown keys refused); all problems answered at once. */
export const validateJobs = (items: unknown[]): { values: Record<string, unknown>[]; errors: ItemError[] } => {
  const values: Record<string, unknown>[] = [];
  const errors: ItemError[] = [];
  items.forEach((item, index) => {
    try {
      if (!isPlainObject(item)) throw validationError('Each job must be an object');
      values.push(readBody(jobInputSchema, item) as Record<string, unknown>);
    } catch (error) {
      errors.push(...errorsOf(error, index));
    }
  });
  return { values, errors };
};

/** A customer named in a CSV row by documentId, organisation number or name → its id. */
export const resolveCustomers = async (app: Pick<ServiceHost, 'db'>, values: Record<string, unknown>[]): Promise<ItemError[]> => {
  const errors: ItemError[] = [];
  for (const [index, value] of values.entries()) {
    const id = typeof value.customer === 'string' ? await findCustomerId(app.db, value.customer) : (value.customer as number);
    if (id == null) errors.push({ index, field: 'customer', message: `No customer is called or numbered "${String(value.customer)}"` });
    else value.customer = id;
  }
  return errors;
};

/** Stop destinations a CSV names by documentId or name → their ids (one read of the destinations). */
export const resolveDestinations = async (app: Pick<ServiceHost, 'db'>, values: Record<string, unknown>[]): Promise<ItemError[]> => {
  const named = values.flatMap((value, index) =>
    ((value.stops ?? []) as JobStopInput[]).flatMap((stop, i) => (typeof stop.destination === 'string' ? [{ index, stop, i }] : [])),
  );
  if (named.length === 0) return [];
  const destinations = await destinationNames(app.db);
  const errors: ItemError[] = [];
  for (const { index, stop, i } of named) {
    const match = matchDestination(stop.destination as string, destinations);
    if ('error' in match) errors.push({ index, field: `stops.${i}.destination`, message: match.error });
    else stop.destination = match.id;
  }
  return errors;
};

export const itemsError = (errors: ItemError[], noun: (index: number) => string): HttpError => {
  const first = errors[0]!;
  const message = `${noun(first.index)}, ${first.field}: ${first.message}${errors.length > 1 ? ` (and ${errors.length - 1} more)` : ''}`;
  return validationError(message, {
    errors: errors.map((e) => ({ path: [e.index, ...e.field.split('.')], message: e.message, name: 'ValidationError', index: e.index })),
  });
};

/** Where the jobs are written and read back with the API's read bounds. */
export interface ImportHost extends ServiceHost {
  config: Parameters<typeof queryLimitsOf>[0];
}

/** All or nothing: one transaction; an item refused inside it (a missing relation) names its index. */
export const writeJobs = async (app: ImportHost, viewer: Viewer, values: Record<string, unknown>[], noun: (index: number) => string) => {
  const ids = await inPublishingTransaction(app, async ({ trx, publish }) => {
    const service = createContentService(trx, app.dialect, jobsType);
    const written: { id: number; documentId: string }[] = [];
    for (const [index, value] of values.entries()) {
      try {
        written.push(await createJobIn({ trx, dialect: app.dialect, service }, value));
      } catch (error) {
        throw itemsError(errorsOf(error, index), noun);
      }
    }
    for (const entry of written) publish('jobs', 'created', entry);
    return written;
  });
  const reader = createContentService(app.db, app.dialect, jobsType, queryLimitsOf(app.config));
  const { data } = await reader.find(
    { filters: { id: { $in: ids.map((e) => String(e.id)) } }, sort: 'id', pagination: { pageSize: String(Math.max(ids.length, 1)) } },
    viewer,
  );
  return data;
};
