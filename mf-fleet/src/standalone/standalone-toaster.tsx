import { useEffect } from 'react';
import { createToaster, Toast, Toaster } from '@haulage/shared/ui';
import { TOAST_TOP_OFFSET, type Feedback } from '@haulage/shared/feedback';

const toaster = createToaster({ placement: 'top', offsets: { top: `${TOAST_TOP_OFFSET}px`, left: '0', right: '0', bottom: '0' } });

/** Renders the feedback service's toasts when the area runs without the shell. */
export const StandaloneToaster = ({ feedback }: { feedback: Feedback }) => {
  useEffect(
    () =>
      feedback.subscribe((event) => {
        if (event.type === 'toast') {
          toaster.create({ type: event.status, title: event.message, description: event.description, duration: event.durationMs });
        }
      }),
    [feedback],
  );
  return (
    <Toaster toaster={toaster}>
      {(toast) => (
        <Toast.Root>
          <Toast.Title>{toast.title}</Toast.Title>
          {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
        </Toast.Root>
      )}
    </Toaster>
  );
};
