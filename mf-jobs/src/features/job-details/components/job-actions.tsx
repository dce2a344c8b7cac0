import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type Job, paths } from '@haulage/shared/contracts';
import { Button, ConfirmDialog } from '@haulage/shared/ui';
import { errorMessage, useCan, usePlatform } from '@haulage/shared/area-kit';
import { useDeleteJobMutation } from '#lib';
import { canDeleteJob, canEditJob } from '../model/job-moves';
import { ConsignmentNoteButton } from './consignment-note-button';
import { TripAction } from './trip-action';

export interface JobActionsProps {
  job: Job;
  title: string;
  onRefused: (message: string | null) => void;
}

/** Where a job goes once deleted: back to the list it came from. */
const listOf = (job: Job): string =>
  (job.kind === 'template' ? paths.jobs.templates : job.status === 'draft' ? paths.jobs.drafts : paths.jobs.list).href();

/** Edit, and delete while the job has no history that matters (draft, open, cancelled). */
export const JobActions = ({ job, title, onRefused }: JobActionsProps) => {
  const navigate = useNavigate();
  const { feedback } = usePlatform();
  const mayUpdate = useCan('jobs', 'update') && canEditJob(job.status);
  const mayDelete = useCan('jobs', 'delete') && canDeleteJob(job.status);
  const [confirming, setConfirming] = useState(false);
  const [deleteJob] = useDeleteJobMutation();

  const remove = async () => {
    onRefused(null);
    try {
      await deleteJob(job.documentId).unwrap();
      feedback.toast('success', 'Job is deleted successfully');
      navigate(listOf(job));
    } catch (error) {
      onRefused(errorMessage(error, 'The job could not be deleted'));
    }
  };

  return (
    <>
      <TripAction job={job} />
      <ConsignmentNoteButton job={job} />
      {mayUpdate ? (
        <Button variant="outline" onClick={() => navigate(paths.jobs.edit.href(job.documentId))}>
          Edit
        </Button>
      ) : null}
      {mayDelete ? (
        <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
          Delete
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={`Delete ${title.toLowerCase()}`}
        body={`Delete ${title.toLowerCase()}? This cannot be undone.`}
        confirmLabel="Delete"
        destructive
        onClose={() => setConfirming(false)}
        onConfirm={remove}
      />
    </>
  );
};
