import { useEffect } from 'react';
import { TOAST_DURATION_MS, TOAST_TOP_OFFSET } from '@haulage/shared/feedback';
import { createToaster, Portal, Stack, Toast, Toaster } from '@haulage/shared/ui';
import { useShell } from './shell-context';

// One toaster for every area: remotes announce through the feedback service, the shell shows it.
export const shellToaster = createToaster({
  placement: 'top-end',
  duration: TOAST_DURATION_MS,
  offsets: { top: `${TOAST_TOP_OFFSET}px`, right: '16px', bottom: '16px', left: '16px' },
});

export const ShellToaster = () => {
  const { services } = useShell();
  useEffect(
    () =>
      services.feedback.subscribe((event) => {
        if (event.type !== 'toast') return;
        shellToaster.create({ type: event.status, title: event.message, description: event.description, duration: event.durationMs });
      }),
    [services.feedback],
  );
  return (
    <Portal>
      <Toaster toaster={shellToaster}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
};
