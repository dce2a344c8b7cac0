import { useState } from 'react';
import type { ConfirmationRecipient, Job } from '@haulage/shared/contracts';
import { Stack, Text } from '@haulage/shared/ui';
import { ConfirmationLink, useSendConfirmationMutation } from '#lib';
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
 * The links of the jobs sent are listed with "Copy link" while the dialog is open: the API hands
 * each out once.
 */
export const BulkConfirmation = ({ open, jobs, onClose }: BulkConfirmationProps) => {
  const [send] = useSendConfirmationMutation();
  const [recipient, setRecipient] = useState<ConfirmationRecipient>('customer_contact');
  const [links, setLinks] = useState<{ jobNumber: number; url: string }[]>([]);
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
      run={async (job) => {
        const sent = await send(confirmationRequestOf(job, recipient)).unwrap();
        setLinks((earlier) => [...earlier, { jobNumber: job.jobNumber, url: sent.meta.confirmationUrl }]);
      }}
      result={
        links.length > 0 ? (
          <Stack gap="3">
            {links.map((link) => (
              <ConfirmationLink key={link.url} url={link.url} label={`Confirmation link for job ${link.jobNumber}`} />
            ))}
          </Stack>
        ) : null
      }
      onClose={(finished) => {
        setLinks([]);
        onClose(finished);
      }}
    />
  );
};
