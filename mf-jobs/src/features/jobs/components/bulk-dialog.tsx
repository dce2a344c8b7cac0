import { useState, type ReactNode } from 'react';
import type { Job } from '@haulage/shared/contracts';
import { Button, Dialog, Field, List, Portal, Stack, Text, Textarea } from '@haulage/shared/ui';
import { errorMessage, usePlatform } from '@haulage/shared/area-kit';
import { bulkSummary, failureLines, runInTurn, type BulkDone, type BulkOutcome } from '../model/bulk-actions';

export interface BulkDialogProps {
  open: boolean;
  title: string;
  /** What will happen, shown before the user confirms. */
  intro: ReactNode;
  confirmLabel: string;
  /** The confirm button's colour: red for what cannot be undone. */
  confirmPalette?: string;
  /** The button that closes without doing anything. */
  cancelLabel?: string;
  /** "Cancelling", "Deleting": the progress line. */
  doing: string;
  done: BulkDone;
  jobs: readonly Job[];
  /** Asks for a reason the API records with each job (a cancellation needs one). */
  reasonLabel?: string;
  run: (job: Job, reason: string) => Promise<unknown>;
  /** Shown under the summary once every job was tried (the links just asked for). */
  result?: ReactNode;
  /** `finished`: the jobs were sent (whatever the API answered), so the selection has served. */
  onClose: (finished: boolean) => void;
}

/** Confirm, then one job at a time with "n of m", then what went through and what the API refused. */
export const BulkDialog = (props: BulkDialogProps) => {
  const {
    open,
    title,
    intro,
    confirmLabel,
    confirmPalette = 'red',
    cancelLabel = 'Keep them',
    doing,
    done,
    jobs,
    reasonLabel,
    run,
    result,
    onClose,
  } = props;
  const { feedback } = usePlatform();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const running = progress !== null && outcome === null;

  const start = async () => {
    if (reasonLabel && reason.trim() === '') {
      setReasonError(`Please enter ${reasonLabel.toLowerCase()}`);
      return;
    }
    setProgress({ done: 0, total: jobs.length });
    const result = await runInTurn(
      jobs,
      (job) => run(job, reason.trim()),
      errorMessage,
      (count, total) => setProgress({ done: count, total }),
    );
    setOutcome(result);
    feedback.toast(result.failures.length > 0 ? 'warning' : 'success', bulkSummary(result, done));
  };

  const close = () => {
    if (running) return;
    setReason('');
    setReasonError(null);
    setProgress(null);
    setOutcome(null);
    onClose(outcome !== null);
  };

  return (
    <Dialog.Root open={open} onOpenChange={(details) => (details.open ? undefined : close())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content rounded="card">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {progress === null ? intro : null}
                {progress === null && reasonLabel ? (
                  <Field.Root invalid={reasonError !== null} required>
                    <Field.Label>{reasonLabel}</Field.Label>
                    <Textarea
                      value={reason}
                      maxLength={500}
                      onChange={(event) => {
                        setReason(event.target.value);
                        setReasonError(null);
                      }}
                    />
                    {reasonError ? <Field.ErrorText>{reasonError}</Field.ErrorText> : null}
                  </Field.Root>
                ) : null}
                {progress !== null ? (
                  <Text aria-live="polite" fontWeight="medium">
                    {outcome ? bulkSummary(outcome, done) : `${doing} ${progress.done} of ${progress.total}…`}
                  </Text>
                ) : null}
                {outcome && outcome.failures.length > 0 ? (
                  <List.Root role="alert" color="fg.error" ps="4">
                    {failureLines(outcome).map((line) => (
                      <List.Item key={line}>{line}</List.Item>
                    ))}
                  </List.Root>
                ) : null}
                {outcome ? result : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              {progress === null ? (
                <>
                  <Button variant="outline" onClick={close}>
                    {cancelLabel}
                  </Button>
                  <Button colorPalette={confirmPalette} onClick={() => void start()}>
                    {confirmLabel}
                  </Button>
                </>
              ) : (
                <Button colorPalette="brand" onClick={close} loading={running}>
                  Close
                </Button>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};
