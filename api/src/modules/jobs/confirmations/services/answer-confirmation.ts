import type { ConfirmationAnswer, ConfirmationView, Language } from '@haulage/shared/contracts';
import { inPublishingTransaction } from '../../../../content';
import { HttpError, notFound } from '../../../../http/errors';
import type { ServiceHost } from '../../../../ports';
import { recordStatusMove } from '../../services/job-writer';
import { hashConfirmationToken, linkState } from '../model/confirmation-token';
import {
  answerLink,
  findJobForConfirmation,
  findLinkByHash,
  jobsWithExpiredLinks,
  setConfirmationStatus,
  touchLink,
} from '../repository/confirmation-repository';
import { linkReaderLanguage } from './link-reader-language';

type Link = NonNullable<Awaited<ReturnType<typeof findLinkByHash>>>;

// The same words for every unknown token, so an answer never helps guessing one. A real link's
// refusal names its reader's language, so the page explains it in their words; the link holder may know it.
const unknownLink = () => notFound('This link is not valid');
const usedLink = (response: string | null, language: Language) =>
  new HttpError(409, 'ConflictError', 'This link has already been used', response ? { response, language } : { language });
const expiredLink = (language: Language) =>
  new HttpError(410, 'ApplicationError', 'This link has expired', { reason: 'expired', language });
const cancelledJob = (language: Language) =>
  new HttpError(410, 'ApplicationError', 'This job has been cancelled', { reason: 'cancelled', language });

/** Jobs whose link ran out unanswered become `expired`; their watchers are told. */
export const expireConfirmations = async (app: ServiceHost, now = new Date()): Promise<number> => {
  const at = now.toISOString();
  const jobs = await jobsWithExpiredLinks(app.db, at);
  if (jobs.length === 0) return 0;
  await inPublishingTransaction(app, async ({ trx, publish }) => {
    for (const job of jobs) {
      await setConfirmationStatus(trx, job.id, 'expired', at);
      publish('jobs', 'updated', { id: job.id, documentId: job.document_id });
    }
  });
  return jobs.length;
};

/** The link of a token while it can still be answered; otherwise the error its page explains. */
const openLink = async (app: ServiceHost, token: string, now: Date): Promise<Link> => {
  const link = await findLinkByHash(app.db, hashConfirmationToken(token));
  if (!link) throw unknownLink();
  await touchLink(app.db, link.id, now.toISOString());
  const state = linkState(
    { expiresAt: link.expires_at, respondedAt: link.responded_at, replacedAt: link.replaced_at, jobStatus: link.job_status },
    now,
  );
  if (state === 'open') return link;
  const language = await linkReaderLanguage(app, link);
  if (state === 'used') throw usedLink(link.response, language);
  if (state === 'cancelled') throw cancelledJob(language);
  await expireConfirmations(app, now);
  throw expiredLink(language);
};

/** GET /api/jobs/confirm-sms?token=: what the public page shows before the person answers. */
export const viewConfirmation = async (
  app: ServiceHost & { config: { companyName: string } },
  token: string,
): Promise<ConfirmationView> => {
  const link = await openLink(app, token, new Date());
  const job = await findJobForConfirmation(app.db, link.job_id);
  if (!job) throw unknownLink();
  return {
    company: app.config.companyName,
    jobNumber: job.job_number,
    plannedDate: job.planned_date,
    goodsDescription: job.goods_description,
    pallets: job.pallets,
    weightKg: job.weight_kg,
    stops: job.stops.map((stop) => ({ type: stop.type, place: stop.place, plannedFrom: stop.planned_from, plannedTo: stop.planned_to })),
    state: 'open',
    expiresAt: link.expires_at,
    language: await linkReaderLanguage(app, link),
  };
};

/**
 * PATCH /api/jobs/confirm-sms: records the answer once. The conditional update decides between
 * simultaneous answers; the job's confirmation and its history change in the same transaction.
 */
export const answerConfirmation = async (app: ServiceHost, answer: ConfirmationAnswer, address: string) => {
  const now = new Date();
  const link = await openLink(app, answer.token, now);
  const at = now.toISOString();
  const reason = answer.reason?.trim() || null;
  const first = await inPublishingTransaction(app, async ({ trx, publish }) => {
    if (!(await answerLink(trx, link.id, { response: answer.response, reason, ip: address, at }))) return false;
    await setConfirmationStatus(trx, link.job_id, answer.response, at);
    const who = `${link.recipient_name ?? 'The recipient'} (${link.phone})`;
    await recordStatusMove(trx, app.dialect, {
      jobId: link.job_id,
      from: link.job_status,
      to: link.job_status,
      reason: `${answer.response === 'confirmed' ? 'Confirmed' : 'Declined'} by ${who} from ${address}${reason ? `: ${reason}` : ''}`,
      actor: { id: null, name: link.recipient_name },
      at,
    });
    publish('jobs', 'updated', { id: link.job_id, documentId: link.job_document_id });
    return true;
  });
  if (!first) throw usedLink(null, await linkReaderLanguage(app, link));
  return { data: { confirmationStatus: answer.response, respondedAt: at } };
};
