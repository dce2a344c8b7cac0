import type { ConfirmationRecipient, Job } from '@haulage/shared/contracts';

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
