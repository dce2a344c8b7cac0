import { JOB_STATUS_LABELS, type ConfirmationRecipient, type Job } from '@haulage/shared/contracts';
import { mayAskConfirmation } from '#lib';

type JobRef = Pick<Job, 'kind' | 'status'>;

/**
 * Why a selected job is not sent for confirmation without asking the API, or null when it may be:
 * the API's own rule on statuses, worded as the API words it, so the summary reads alike.
 */
export const confirmationSkipReason = (job: JobRef): string | null => {
  if (mayAskConfirmation(job)) return null;
  const status = JOB_STATUS_LABELS[job.status].toLowerCase();
  return `${/^[aeiou]/.test(status) ? 'An' : 'A'} ${status} job cannot be sent for confirmation`;
};

/** One job's request: a job whose status rules it out is refused here and never sent. */
export const confirmationRequestOf = (job: Pick<Job, 'documentId'> & JobRef, recipientType: ConfirmationRecipient) => {
  const skip = confirmationSkipReason(job);
  if (skip) throw new Error(skip);
  return { job: job.documentId, recipientType };
};

export const RECIPIENT_CHOICES: { type: ConfirmationRecipient; label: string }[] = [
  { type: 'customer_contact', label: 'Each job’s customer contact' },
  { type: 'driver', label: 'Each job’s driver' },
];
