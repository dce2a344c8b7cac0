import type { Job } from '@haulage/shared/contracts';
import { ConfirmDialog } from '@haulage/shared/ui';
import { useConfirmedWrite } from '@haulage/shared/area-kit';
import { useDeleteJobMutation, useMoveJobStatusMutation } from '#lib';
import type { DraftAction } from './draft-actions';

export interface DraftDialogsProps {
  /** The draft being asked about; held by the page, so a refresh of the list does not close the question. */
  asking: { draft: Job; action: DraftAction } | null;
  onClose: () => void;
}

/** Submit (draft → open, ready to plan) or delete one draft, confirmed first; a refusal stays in the dialog for another try or a cancel. */
export const DraftDialogs = ({ asking, onClose }: DraftDialogsProps) => {
  const confirmed = useConfirmedWrite();
  const [moveJobStatus] = useMoveJobStatusMutation();
  const [deleteJob] = useDeleteJobMutation();
  const draft = asking?.draft;

  if (!draft) return null;
  return (
    <>
      <ConfirmDialog
        open={asking.action === 'submit'}
        title="Submit draft"
        body={`Submit draft ${draft.jobNumber}? It becomes an open job, ready to plan.`}
        confirmLabel="Submit"
        onClose={onClose}
        onConfirm={confirmed(() => moveJobStatus({ documentId: draft.documentId, to: 'open' }).unwrap(), {
          success: `Job ${draft.jobNumber} is submitted`,
        })}
      />
      <ConfirmDialog
        open={asking.action === 'delete'}
        title="Delete draft"
        body={`Delete draft ${draft.jobNumber}? This cannot be undone.`}
        confirmLabel="Delete"
        destructive
        onClose={onClose}
        onConfirm={confirmed(() => deleteJob(draft.documentId).unwrap(), { success: `Draft ${draft.jobNumber} is deleted` })}
      />
    </>
  );
};
