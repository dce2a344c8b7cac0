import { useState, type ReactNode } from 'react';
import { Alert, Button, Dialog, Portal } from '@chakra-ui/react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button, for deletes and other changes that cannot be undone. */
  destructive?: boolean;
  /**
   * May return a promise: the dialog shows progress and closes only when it resolves. A rejection
   * with an `Error` shows its message in the dialog until the user tries again or cancels.
   */
  onConfirm: () => void | Promise<void>;
  onClose: () => void;
}

/** An alert dialog asking the user to confirm one action. */
export const ConfirmDialog = ({
  open,
  title,
  body,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  destructive,
  onConfirm,
  onClose,
}: ConfirmDialogProps) => {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const close = () => {
    setRefusal(null);
    onClose();
  };

  const confirm = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      await onConfirm();
      close();
    } catch (failure) {
      // The dialog stays open so the user can read why, then retry or cancel; a failure that is not
      // an Error has been reported by the caller.
      if (failure instanceof Error && failure.message) setRefusal(failure.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) close();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content rounded="card">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {body}
              {refusal ? (
                <Alert.Root status="error" mt="3" role="alert">
                  <Alert.Indicator />
                  <Alert.Description>{refusal}</Alert.Description>
                </Alert.Root>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close} disabled={busy}>
                {cancelLabel}
              </Button>
              <Button colorPalette={destructive ? 'red' : 'brand'} onClick={confirm} loading={busy}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};
