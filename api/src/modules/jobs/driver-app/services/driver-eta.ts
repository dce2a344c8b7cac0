import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../../../http/errors';
import { createEtaPace } from '../model/eta-pace';
import { driverOf, findOwnJob } from './driver-action';

const pace = createEtaPace();

/**
 * PATCH /api/jobs/eta from a driver's phone: only for their own job (else 404), always told as the
 * driver's, and at most every few minutes per job (429). Answers the input to apply.
 */
export const driverEtaInput = async (app: FastifyInstance, request: FastifyRequest, input: { job: string | number; eta: string }) => {
  const driver = await driverOf(app, request);
  const job = await findOwnJob(app.db, driver, String(input.job));
  if (!pace.allow(Number(job.id)))
    throw new HttpError(429, 'RateLimitError', 'The ETA of this job was told a moment ago; tell it again in a few minutes', {});
  return { job: Number(job.id), eta: input.eta, source: 'driver' };
};
