import { useEffect } from 'react';
import { TOAST_DURATION_MS, TOAST_TOP_OFFSET, type Feedback } from '@haulage/shared/feedback';
import { Portal, Toast, Toaster, createToaster } from '@haulage/shared/ui';

const toaster = createToaster({
  placement: 'top',
  duration: TOAST_DURATION_MS,
  offsets: { top: `${TOAST_TOP_OFFSET}px`, right: '16px', bottom: '16px', left: '16px' },
});

/** Shows the platform's toasts when the area runs without the shell, as the shell does in the product. */
export const StandaloneToaster = ({ feedback }: { feedback: Feedback }) => {
  useEffect(
    () =>
      feedback.subscribe((event) => {
        if (event.type === 'toast')
          toaster.create({ type: event.status, title: event.message, description: event.description, duration: event.durationMs });
      }),
    [feedback],
  );
  return (
    <Portal>
      <Toaster toaster={toaster}>
        {(toast) => (
          <Toast.Root>
            <Toast.Title>{toast.title}</Toast.Title>
            {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
};
