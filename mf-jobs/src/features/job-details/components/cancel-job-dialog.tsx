import { useState } from 'react';
import { FieldFrame, FormDialog, Textarea } from '@haulage/shared/ui';

// The API's own words for a cancel without a reason (job-status.ts).
const REASON_REQUIRED = 'Please enter the reason for cancelling the job';

export interface CancelJobDialogProps {
  onClose: () => void;
  /** Resolves once the move is made or refused; the page shows a refusal. */
  onConfirm: (reason: string) => Promise<unknown>;
}

/** Cancelling needs a reason: it is kept with the job and in its history. */
export const CancelJobDialog = ({ onClose, onConfirm }: CancelJobDialogProps) => {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!reason.trim()) {
      setError(REASON_REQUIRED);
      return;
    }
    setBusy(true);
    await onConfirm(reason.trim());
    setBusy(false);
    onClose();
  };
  return (
    <FormDialog title="Cancel job" submitLabel="Cancel job" cancelLabel="Back" busy={busy} onSubmit={confirm} onClose={onClose}>
      <FieldFrame label="Reason for cancelling" required error={error}>
        <Textarea rows={3} value={reason} aria-required onChange={(event) => setReason(event.target.value)} />
      </FieldFrame>
    </FormDialog>
  );
};
