import { useState } from 'react';
import type { ConfirmationRecipient, Job } from '@haulage/shared/contracts';
import { Box, Button, FormDialog, HStack, Text } from '@haulage/shared/ui';
import { errorMessage, isApiErrorData, useCan, usePlatform } from '@haulage/shared/area-kit';
import { ConfirmationBadge, ConfirmationLink, mayAskConfirmation, useSendConfirmationMutation } from '#lib';
import { recipientChoices } from '../model/confirmation';
import { DetailSection } from './detail-section';

/** Asks the customer's contact or the driver to confirm by text message; the answer arrives live. */
const SendConfirmationDialog = ({ job, onSent, onClose }: { job: Job; onSent: (url: string) => void; onClose: () => void }) => {
  const { feedback } = usePlatform();
  const [send, sending] = useSendConfirmationMutation();
  const choices = recipientChoices(job);
  const [recipient, setRecipient] = useState<ConfirmationRecipient>(
    choices.find((choice) => !choice.unavailable)?.type ?? 'customer_contact',
  );
  const [error, setError] = useState<string | undefined>();
  const submit = async () => {
    setError(undefined);
    try {
      const sent = await send({ job: job.documentId, recipientType: recipient }).unwrap();
      feedback.toast('success', `Confirmation request sent to ${sent.data.recipient.name} (${sent.data.recipient.phone})`);
      onSent(sent.meta.confirmationUrl);
      onClose();
    } catch (failure) {
      // A refusal about the person (no consent, no mobile number) is told here, where it is chosen.
      const field = isApiErrorData(failure) ? Object.values(failure.fieldErrors)[0] : undefined;
      setError(field ?? errorMessage(failure, 'The request could not be sent'));
    }
  };
  return (
    <FormDialog
      title="Ask for confirmation"
      submitLabel="Send text message"
      cancelLabel="Back"
      busy={sending.isLoading}
      onSubmit={submit}
      onClose={onClose}
    >
      <fieldset aria-describedby={error ? 'confirmation-error' : undefined}>
        <Text as="legend" fontWeight="medium" mb="2">
          Who is asked
        </Text>
        {choices.map((choice) => (
          <label key={choice.type} style={{ display: 'block', padding: '0.25rem 0' }}>
            <input
              type="radio"
              name="recipient"
              value={choice.type}
              checked={recipient === choice.type}
              disabled={choice.unavailable !== null}
              onChange={() => setRecipient(choice.type)}
            />{' '}
            {choice.label}
            {choice.unavailable ? ` (${choice.unavailable})` : null}
          </label>
        ))}
      </fieldset>
      {error ? (
        <Text id="confirmation-error" role="alert" color="fg.error" mt="2">
          {error}
        </Text>
      ) : null}
      <Text fontSize="sm" color="fg.muted" mt="3">
        The text holds a link to confirm or decline. Asking again replaces the earlier link.
      </Text>
    </FormDialog>
  );
};

/**
 * The job's confirmation: its state, asking for one while the job is ahead, and the link just asked
 * for (kept only in this page's memory: the API hands it out once) until it is answered.
 */
export const JobConfirmation = ({ job }: { job: Job }) => {
  const mayUpdate = useCan('jobs', 'update');
  const [asking, setAsking] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  return (
    <DetailSection title="Confirmation">
      <HStack gap="3" wrap="wrap">
        <ConfirmationBadge status={job.confirmationStatus} />
        {mayUpdate && mayAskConfirmation(job) ? (
          <Button size="sm" variant="outline" onClick={() => setAsking(true)}>
            {job.confirmationStatus === 'not_sent' ? 'Ask for confirmation' : 'Ask again'}
          </Button>
        ) : null}
      </HStack>
      {link && job.confirmationStatus === 'sent' ? (
        <Box mt="3" maxW="40rem">
          <ConfirmationLink url={link} />
        </Box>
      ) : null}
      {asking ? <SendConfirmationDialog job={job} onSent={setLink} onClose={() => setAsking(false)} /> : null}
    </DetailSection>
  );
};
