import type { ConfirmationRecipient, ConfirmationStatus, Job } from '@haulage/shared/contracts';

/** Jobs a confirmation may be asked for (the API's rule): planned work that has not started. */
export const mayAskConfirmation = (job: Pick<Job, 'kind' | 'status'>): boolean =>
  job.kind === 'job' && ['open', 'planned', 'dispatched'].includes(job.status);

export const CONFIRMATION_LABELS: Record<ConfirmationStatus, string> = {
  not_sent: 'Not asked',
  sent: 'Waiting for an answer',
  confirmed: 'Confirmed',
  declined: 'Declined',
  expired: 'Link expired unanswered',
};

export interface RecipientChoice {
  type: ConfirmationRecipient;
  label: string;
  /** Why it cannot be chosen, when it cannot. */
  unavailable: string | null;
}

/** Who can be asked: the job's contact or its driver, each only when the job has one. */
export const recipientChoices = (job: Pick<Job, 'contact' | 'driver'>): RecipientChoice[] => [
  {
    type: 'customer_contact',
    label: job.contact ? `Customer contact: ${job.contact.firstName} ${job.contact.lastName}` : 'Customer contact',
    unavailable: job.contact ? null : 'The job has no contact',
  },
  {
    type: 'driver',
    label: job.driver ? `Driver: ${job.driver.firstName} ${job.driver.lastName}` : 'Driver',
    unavailable: job.driver ? null : 'The job has no driver yet',
  },
];
