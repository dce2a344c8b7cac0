import type { FormEvent, ReactNode } from 'react';
import { Box, Button, Dialog, Portal, Spacer, Stack } from '@chakra-ui/react';

export interface FormDialogProps {
  /** The dialog's heading and the form's accessible name. */
  title: string;
  submitLabel: string;
  cancelLabel?: string;
  /** While true the submit button shows progress and the dialog cannot be closed. */
  busy?: boolean;
  /** The submit button is greyed out, e.g. until a required choice is made. */
  submitDisabled?: boolean;
  /** Runs on submit, the event already handled: `handleSubmit(save)` of react-hook-form fits as it is. */
  onSubmit: () => unknown;
  /** Cancel, Escape and a click outside; never called while `busy`. */
  onClose: () => void;
  /** Above the fields: the area kit's `FormAlert` with what belongs to no field. */
  alert?: ReactNode;
  /** A further action at the start of the footer (e.g. "Unplan"), apart from Cancel and submit. */
  secondaryAction?: ReactNode;
  children: ReactNode;
}

/** A small form in a dialog: title, fields, Cancel and a submit button that shows progress. */
export const FormDialog = ({
  title,
  submitLabel,
  cancelLabel = 'Cancel',
  busy = false,
  submitDisabled = false,
  onSubmit,
  onClose,
  alert,
  secondaryAction,
  children,
}: FormDialogProps) => {
  const close = () => {
    if (!busy) onClose();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The dialog is portalled out of the page's DOM but not out of React's tree: a dialog opened
    // from inside another form would otherwise submit that form too.
    event.stopPropagation();
    if (!busy) void onSubmit();
  };
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open) close();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content rounded="card">
            <form onSubmit={submit} noValidate aria-label={title}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {alert}
                  <Box>{children}</Box>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                {secondaryAction ? (
                  <>
                    {secondaryAction}
                    <Spacer />
                  </>
                ) : null}
                <Button variant="outline" onClick={close} disabled={busy}>
                  {cancelLabel}
                </Button>
                <Button type="submit" colorPalette="brand" loading={busy} disabled={submitDisabled}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};
