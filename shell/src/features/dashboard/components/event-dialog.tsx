import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { CalendarEvent } from '@haulage/shared/contracts';
import { reportRefusal } from '@haulage/shared/feedback';
import { useShell } from '../../../chrome/shell-context';
import { useCreateUserEventMutation, useDeleteUserEventMutation, useUpdateUserEventMutation } from '../api/save-user-event';
import { eventFormOf, eventFormResolver, newEventForm, type EventFormValues, type UserEventInput } from '../model/event-form';
import { eventTarget } from '../model/event-target';
import { EventFormFields } from './event-form-fields';
import { useModal } from './use-modal';

interface EventDialogProps {
  /** The day a new event starts on. */
  date?: string;
  /** The user event to edit. */
  event?: CalendarEvent;
  onClose(): void;
}

const FIELD_OF_API: Record<string, keyof EventFormValues> = {
  title: 'title',
  description: 'description',
  startsAt: 'startDate',
  endsAt: 'endDate',
};

interface FailedCall {
  error?: unknown;
}

const errorOf = (result: FailedCall): { error: unknown; fieldErrors: Record<string, string> } | null => {
  if (!result.error) return null;
  return { error: result.error, fieldErrors: (result.error as { fieldErrors?: Record<string, string> }).fieldErrors ?? {} };
};

/** Creates, edits or deletes one of the user's own events, in a modal <dialog>. */
export const EventDialog = ({ date, event, onClose }: EventDialogProps) => {
  const ref = useRef<HTMLDialogElement>(null);
  useModal(ref);
  const { services } = useShell();
  const target = event ? eventTarget(event) : null;
  const documentId = target?.type === 'own' ? target.documentId : null;
  const [createEvent] = useCreateUserEventMutation();
  const [updateEvent] = useUpdateUserEventMutation();
  const [deleteEvent, deletion] = useDeleteUserEventMutation();
  const [confirming, setConfirming] = useState(false);
  const { register, handleSubmit, watch, setError, formState } = useForm<EventFormValues, unknown, UserEventInput>({
    resolver: eventFormResolver,
    defaultValues: event ? eventFormOf(event) : newEventForm(date ?? ''),
  });

  const onSubmit = handleSubmit(async (input) => {
    const failed = errorOf(documentId ? await updateEvent({ documentId, data: input }) : await createEvent(input));
    if (failed) {
      for (const [path, message] of Object.entries(failed.fieldErrors)) {
        const field = FIELD_OF_API[path];
        if (field) setError(field, { type: 'server', message });
      }
      reportRefusal(services.feedback, failed.error, 'The event could not be saved');
      return;
    }
    services.feedback.toast('success', documentId ? 'Event saved' : 'Event created');
    onClose();
  });

  const onDelete = async () => {
    if (!documentId) return;
    const failed = errorOf(await deleteEvent(documentId));
    if (failed) {
      reportRefusal(services.feedback, failed.error, 'The event could not be deleted');
      return;
    }
    services.feedback.toast('success', 'Event deleted');
    onClose();
  };

  const title = documentId ? 'Edit event' : 'New event';
  return (
    <dialog
      ref={ref}
      className="db-dialog"
      aria-labelledby="db-event-dialog-title"
      onCancel={(e) => {
        // Escape: the dialog is closed by unmounting it, so React's state stays the one truth.
        e.preventDefault();
        onClose();
      }}
    >
      <form className="db-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <h2 id="db-event-dialog-title">{title}</h2>
        <EventFormFields register={register} errors={formState.errors} allDay={watch('allDay')} />
        {confirming ? (
          <div className="db-confirm" role="group" aria-label="Delete this event">
            <p>Delete “{event?.subject}”? This cannot be undone.</p>
            <button type="button" className="sh-btn db-btn-danger" disabled={deletion.isLoading} onClick={() => void onDelete()}>
              Delete event
            </button>
            <button type="button" className="sh-btn db-btn" onClick={() => setConfirming(false)}>
              Keep it
            </button>
          </div>
        ) : (
          <div className="db-form-actions">
            {documentId && (
              <button type="button" className="sh-btn db-btn db-btn-start" onClick={() => setConfirming(true)}>
                Delete
              </button>
            )}
            <button type="button" className="sh-btn db-btn" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className="sh-btn db-btn-primary" disabled={formState.isSubmitting}>
              Save
            </button>
          </div>
        )}
      </form>
    </dialog>
  );
};
