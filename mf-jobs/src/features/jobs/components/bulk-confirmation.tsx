import { useState } from 'react';
import type { ConfirmationRecipient, Job } from '@haulage/shared/contracts';
import { Text } from '@haulage/shared/ui';
import { useSendConfirmationMutation } from '#lib';
import { confirmationRequestOf, confirmationSkipReason, RECIPIENT_CHOICES } from '../model/bulk-confirmation';
import { BulkDialog } from './bulk-dialog';

const count = (n: number) => `${n} ${n === 1 ? 'job' : 'jobs'}`;

export interface BulkConfirmationProps {
  open: boolean;
  jobs: readonly Job[];
  onClose: (finished: boolean) => void;
}

/**
 * Sends each selected job for confirmation by text message, one at a time with progress. Jobs whose
 * status rules it out are not sent and are named in the summary with the API's refusals (no
 * contact, no consent to texts, no mobile number), so the dispatcher knows whom to call instead.
 */
export const BulkConfirmation = ({ open, jobs, onClose }: BulkConfirmationProps) => {
  const [send] = useSendConfirmationMutation();
  const [recipient, setRecipient] = useState<ConfirmationRecipient>('customer_contact');
  const skipped = jobs.filter((job) => confirmationSkipReason(job) !== null).length;
  const asking = jobs.length - skipped;
  return (
    <BulkDialog
      open={open}
      title="Send for confirmation"
      intro={
        <>
          <Text>Text {count(asking)} a link to confirm or decline. A link sent earlier for the same job stops working.</Text>
          {skipped > 0 ? (
            <Text color="fg.muted">
              {count(skipped)} of the selection cannot be asked (started, finished or cancelled) and {skipped === 1 ? 'is' : 'are'} listed
              at the end.
            </Text>
          ) : null}
          <fieldset>
            <Text as="legend" fontWeight="medium" mb="2">
              Who is asked
            </Text>
            {RECIPIENT_CHOICES.map((choice) => (
              <label key={choice.type} style={{ display: 'block', padding: '0.25rem 0' }}>
                <input
                  type="radio"
                  name="bulk-recipient"
                  value={choice.type}
                  checked={recipient === choice.type}
                  onChange={() => setRecipient(choice.type)}
                />{' '}
                {choice.label}
              </label>
            ))}
          </fieldset>
        </>
      }
      confirmLabel={`Send ${count(asking)}`}
      confirmPalette="brand"
      cancelLabel="Do not send"
      doing="Sending"
      done="sent for confirmation"
      jobs={jobs}
      run={(job) => send(confirmationRequestOf(job, recipient)).unwrap()}
      onClose={onClose}
    />
  );
};
