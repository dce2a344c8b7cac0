import { useEffect, useState } from 'react';
import type { ContactNotificationChoices } from '@haulage/shared/contracts';
import { Button, CheckboxField, Field, Fieldset, Heading, HStack, Input, Spinner, Stack, Text } from '@haulage/shared/ui';
import { errorMessage, useCan, usePlatform, useReportRefusal } from '@haulage/shared/area-kit';
import { useGetNotificationChoicesQuery } from '../api/get-notification-choices';
import { useSaveNotificationChoicesMutation } from '../api/save-notification-choices';
import { type ChoicesDraft, draftOf, inputOf, reachNotes } from '../model/choices-form';
import { ChoicesGrid } from './choices-grid';

const ContactChoices = ({
  contact,
  draft,
  onChange,
  disabled,
}: {
  contact: ContactNotificationChoices;
  draft: ChoicesDraft;
  onChange: (draft: ChoicesDraft) => void;
  disabled: boolean;
}) => {
  const own = draft.contacts[contact.contact] ?? null;
  const setOwn = (events: ChoicesDraft['events'] | null) =>
    onChange({ ...draft, contacts: { ...draft.contacts, [contact.contact]: events } });
  return (
    <Fieldset.Root borderWidth="1px" rounded="card" p="3">
      <Fieldset.Legend>{contact.name}</Fieldset.Legend>
      {reachNotes(contact).map((note) => (
        <Text key={note} fontSize="sm" color="fg.muted">
          {note}
        </Text>
      ))}
      <CheckboxField
        label={`Own choices for ${contact.name} (otherwise the customer’s, when they are the job’s contact)`}
        checked={own !== null}
        onCheckedChange={(on) => setOwn(on ? draft.events : null)}
        disabled={disabled}
      />
      {own ? <ChoicesGrid label={`${contact.name}’s choices`} events={own} onChange={setOwn} disabled={disabled} /> : null}
    </Fieldset.Root>
  );
};

/** What the customer and each contact are told of their jobs, by SMS and e-mail; the office edits it. */
export const NotificationsSection = ({ customer }: { customer: string }) => {
  const { feedback } = usePlatform();
  const report = useReportRefusal();
  const canEdit = useCan('customer-notifications', 'update');
  const choices = useGetNotificationChoicesQuery(customer);
  const [save, saving] = useSaveNotificationChoicesMutation();
  const [draft, setDraft] = useState<ChoicesDraft | null>(null);
  useEffect(() => {
    if (choices.data) setDraft(draftOf(choices.data));
  }, [choices.data]);

  const onSave = async () => {
    if (!draft) return;
    try {
      await save({ customer, data: inputOf(draft) }).unwrap();
      feedback.toast('success', 'Notification choices are saved');
    } catch (failure) {
      report(failure, 'The notification choices could not be saved');
    }
  };

  return (
    <Stack gap="3" as="section" aria-label="Notifications">
      <Heading as="h2" size="md">
        Notifications
      </Heading>
      <Text fontSize="sm">
        What the customer hears of their jobs, each message with the tracking link. The customer’s choices are for the job’s contact (or the
        customer’s e-mail address when a job has none); another contact hears only by choices of their own.
      </Text>
      {choices.isError ? <Text role="alert">{errorMessage(choices.error, 'Could not load the notification choices')}</Text> : null}
      {!draft || !choices.data ? (
        choices.isError ? null : (
          <Spinner aria-label="Loading notification choices" />
        )
      ) : (
        <>
          <Field.Root maxW="xs" disabled={!canEdit}>
            <Field.Label>Tell an ETA that moves by more than (minutes)</Field.Label>
            <Input
              type="number"
              min={5}
              max={1440}
              value={draft.etaThresholdMinutes}
              onChange={(e) => setDraft({ ...draft, etaThresholdMinutes: e.target.value })}
            />
          </Field.Root>
          <ChoicesGrid
            label="The customer’s choices"
            events={draft.events}
            onChange={(events) => setDraft({ ...draft, events })}
            disabled={!canEdit}
          />
          {choices.data.contacts.map((contact) => (
            <ContactChoices key={contact.contact} contact={contact} draft={draft} onChange={setDraft} disabled={!canEdit} />
          ))}
          {canEdit ? (
            <HStack>
              <Button size="sm" colorPalette="brand" onClick={onSave} loading={saving.isLoading}>
                Save notifications
              </Button>
            </HStack>
          ) : null}
        </>
      )}
    </Stack>
  );
};
