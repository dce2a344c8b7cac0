import { useState } from 'react';
import type { Job } from '@haulage/shared/contracts';
import { Button } from '@haulage/shared/ui';
import { errorMessage, useCan, usePlatform } from '@haulage/shared/area-kit';
import { useUpdateJobMutation } from '#lib';
import { actualsValues, mayCorrectActuals } from '../model/completion';
import { CompleteJobDialog } from './complete-job-dialog';

export interface CorrectActualsProps {
  job: Job;
  /** A refusal's message (the API's 400 or 409), for the page to show until dismissed. */
  onRefused: (message: string | null) => void;
}

/**
 * The office corrects a completed job's km and hours (a route estimate from the road, a typing
 * slip): the API re-rates the job by its agreement and writes the change in the job's history.
 */
export const CorrectActuals = ({ job, onRefused }: CorrectActualsProps) => {
  const { feedback } = usePlatform();
  const mayUpdate = useCan('jobs', 'update');
  const [updateJob] = useUpdateJobMutation();
  const [open, setOpen] = useState(false);
  if (!mayUpdate || !mayCorrectActuals(job)) return null;

  const correct = async (actuals: { kmActual: number; hoursActual: number }) => {
    onRefused(null);
    try {
      await updateJob({ documentId: job.documentId, data: actuals }).unwrap();
      feedback.toast('success', 'Km and hours are corrected and the job is re-rated');
    } catch (error) {
      onRefused(errorMessage(error, 'The km and hours could not be corrected'));
    }
  };

  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        Correct km and hours
      </Button>
      {open ? (
        <CompleteJobDialog
          title="Correct km and hours"
          submitLabel="Save and re-rate"
          initial={actualsValues(job)}
          onClose={() => setOpen(false)}
          onConfirm={correct}
        />
      ) : null}
    </>
  );
};
