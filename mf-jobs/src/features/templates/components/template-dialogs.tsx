import type { Job } from '@haulage/shared/contracts';
import { ConfirmDialog } from '@haulage/shared/ui';
import { useConfirmedWrite } from '@haulage/shared/area-kit';
import { useDeleteJobMutation } from '#lib';
import type { TemplateAction } from './template-actions';
import { CreateJobsDialog } from './create-jobs-dialog';

export interface TemplateDialogsProps {
  /** Held by the page, so a refresh of the list (a realtime update) does not close an open dialog. */
  open: { template: Job; action: TemplateAction } | null;
  onClose: () => void;
}

export const TemplateDialogs = ({ open, onClose }: TemplateDialogsProps) => {
  const confirmed = useConfirmedWrite();
  const [deleteJob] = useDeleteJobMutation();
  if (!open) return null;
  const { template, action } = open;

  const remove = confirmed(() => deleteJob(template.documentId).unwrap(), { success: `Template ${template.jobNumber} is deleted` });

  return (
    <>
      <CreateJobsDialog template={template} open={action === 'create'} onClose={onClose} />
      <ConfirmDialog
        open={action === 'delete'}
        title="Delete template"
        body={`Delete template ${template.jobNumber}? Jobs already made from it stay.`}
        confirmLabel="Delete"
        destructive
        onClose={onClose}
        onConfirm={remove}
      />
    </>
  );
};
