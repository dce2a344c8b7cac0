import type { ConfirmationStatus, Job } from '@haulage/shared/contracts';

/** Jobs a confirmation may be asked for (the API's rule): planned work that has not started. */
export const mayAskConfirmation = (job: Pick<Job, 'kind' | 'status'>): boolean =>
  job.kind === 'job' && ['open', 'planned', 'dispatched'].includes(job.status);

/** What the list and the job's page say about a confirmation. */
export const CONFIRMATION_LABELS: Record<ConfirmationStatus, string> = {
  not_sent: 'Not asked',
  sent: 'Waiting for an answer',
  confirmed: 'Confirmed',
  declined: 'Declined',
  expired: 'Link expired unanswered',
};

/** The same, short enough for a board's card. */
export const CONFIRMATION_SHORT_LABELS: Record<ConfirmationStatus, string> = {
  not_sent: 'Not asked',
  sent: 'Asked',
  confirmed: 'Confirmed',
  declined: 'Declined',
  expired: 'Expired',
};

export const CONFIRMATION_PALETTES: Record<ConfirmationStatus, string> = {
  not_sent: 'gray',
  sent: 'blue',
  confirmed: 'green',
  declined: 'red',
  expired: 'orange',
};

/** A card shows a confirmation only once one was asked for: a card is small, and most are not asked. */
export const showsOnCard = (status: ConfirmationStatus | null | undefined): status is ConfirmationStatus =>
  status != null && status !== 'not_sent';
