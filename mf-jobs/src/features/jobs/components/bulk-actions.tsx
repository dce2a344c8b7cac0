import { useState } from 'react';
import { type Job, paths } from '@haulage/shared/contracts';
import { Button, HStack, Text } from '@haulage/shared/ui';
import { Link as RouterLink } from 'react-router-dom';
import { basketJobOf, isCombinable, useCombineBasket, useDeleteJobMutation, useMoveJobStatusMutation } from '#lib';
import { isCancellable, isDeletable, splitSelection } from '../model/bulk-actions';
import { BulkConfirmation } from './bulk-confirmation';
import { BulkDialog } from './bulk-dialog';

const count = (n: number) => `${n} ${n === 1 ? 'job' : 'jobs'}`;

const Skipped = ({ n, why }: { n: number; why: string }) =>
  n > 0 ? (
    <Text color="fg.muted">
      {count(n)} of the selection {n === 1 ? 'is' : 'are'} {why} and {n === 1 ? 'stays' : 'stay'} as {n === 1 ? 'it is' : 'they are'}.
    </Text>
  ) : null;

export interface BulkActionsProps {
  selected: readonly Job[];
  onClear: () => void;
}

/** What the office does to many jobs at once: send them for confirmation, cancel them (with a reason) or delete those not yet planned. */
export const BulkActions = ({ selected, onClear }: BulkActionsProps) => {
  const [action, setAction] = useState<'cancel' | 'delete' | 'confirm' | null>(null);
  const [moveJobStatus] = useMoveJobStatusMutation();
  const [deleteJob] = useDeleteJobMutation();
  const cancel = splitSelection(selected, isCancellable);
  const remove = splitSelection(selected, isDeletable);
  const combine = splitSelection(selected, isCombinable);
  const basket = useCombineBasket();
  const closeDialog = (finished: boolean) => {
    setAction(null);
    if (finished) onClear();
  };

  return (
    <HStack gap="3" wrap="wrap" role="group" aria-label="Selected jobs" py="2">
      <Text fontWeight="medium">{count(selected.length)} selected</Text>
      <Button size="sm" variant="outline" onClick={() => setAction('confirm')}>
        Send for confirmation
      </Button>
      <Button size="sm" variant="outline" colorPalette="red" disabled={cancel.eligible.length === 0} onClick={() => setAction('cancel')}>
        Cancel selected
      </Button>
      <Button size="sm" variant="outline" colorPalette="red" disabled={remove.eligible.length === 0} onClick={() => setAction('delete')}>
        Delete selected
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={combine.eligible.length === 0}
        onClick={() => {
          basket.add(combine.eligible.map(basketJobOf));
          onClear();
        }}
      >
        Add to trip
      </Button>
      {basket.jobs.length > 0 ? (
        <Button asChild size="sm" variant="ghost" colorPalette="brand">
          <RouterLink to={paths.jobs.combine.href()}>{`Combine jobs (${basket.jobs.length})`}</RouterLink>
        </Button>
      ) : null}
      <Button size="sm" variant="ghost" onClick={onClear}>
        Clear selection
      </Button>
      <BulkConfirmation open={action === 'confirm'} jobs={selected} onClose={closeDialog} />
      <BulkDialog
        open={action === 'cancel'}
        title="Cancel jobs"
        intro={
          <>
            <Text>Cancel {count(cancel.eligible.length)}? Their trucks and drivers are freed for other work.</Text>
            <Skipped n={cancel.skipped.length} why="completed or cancelled already" />
          </>
        }
        reasonLabel="Reason for cancelling"
        confirmLabel={`Cancel ${count(cancel.eligible.length)}`}
        doing="Cancelling"
        done="cancelled"
        jobs={cancel.eligible}
        run={(job, reason) => moveJobStatus({ documentId: job.documentId, to: 'cancelled', reason }).unwrap()}
        onClose={closeDialog}
      />
      <BulkDialog
        open={action === 'delete'}
        title="Delete jobs"
        intro={
          <>
            <Text>Delete {count(remove.eligible.length)}? This cannot be undone.</Text>
            <Skipped n={remove.skipped.length} why="planned already (cancel those instead)" />
          </>
        }
        confirmLabel={`Delete ${count(remove.eligible.length)}`}
        doing="Deleting"
        done="deleted"
        jobs={remove.eligible}
        run={(job) => deleteJob(job.documentId).unwrap()}
        onClose={closeDialog}
      />
    </HStack>
  );
};
