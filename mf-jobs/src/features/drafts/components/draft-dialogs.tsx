import type { Job } from '@haulage/shared/contracts';
import { ConfirmDialog } from '@haulage/shared/ui';
import { errorMessage, usePlatform } from '@haulage/shared/area-kit';
import { useDeleteJobMutation, useMoveJobStatusMutation } from '#lib';
import type { DraftAction } from './draft-actions';

export interface DraftDialogsProps {
  /** The draft being asked about; held by the page, so a refresh of the list does not close the question. */
  asking: { draft: Job; action: DraftAction } | null;
  onClose: () => void;
}

/** Submit (draft → open, ready to plan) or delete one draft, confirmed first and answered by a toast. */
export const DraftDialogs = ({ asking, onClose }: DraftDialogsProps) => {
  const { feedback } = usePlatform();
  const [moveJobStatus] = useMoveJobStatusMutation();
  const [deleteJob] = useDeleteJobMutation();
  const draft = asking?.draft;

  // A refusal is toasted and rethrown, so the dialog stays open for another try or a cancel.
  const report = async (write: () => Promise<unknown>, success: string) => {
    try {
      await write();
      feedback.toast('success', success);
    } catch (error) {
      feedback.toast('error', errorMessage(error));
      throw error;
    }
  };

  if (!draft) return null;
  return (
    <>
      <ConfirmDialog
        open={asking.action === 'submit'}
        title="Submit draft"
        body={`Submit draft ${draft.jobNumber}? It becomes an open job, ready to plan.`}
        confirmLabel="Submit"
        onClose={onClose}
        onConfirm={() =>
          report(() => moveJobStatus({ documentId: draft.documentId, to: 'open' }).unwrap(), `Job ${draft.jobNumber} is submitted`)
        }
      />
      <ConfirmDialog
        open={asking.action === 'delete'}
        title="Delete draft"
        body={`Delete draft ${draft.jobNumber}? This cannot be undone.`}
        confirmLabel="Delete"
        destructive
        onClose={onClose}
        onConfirm={() => report(() => deleteJob(draft.documentId).unwrap(), `Draft ${draft.jobNumber} is deleted`)}
      />
    </>
  );
};
