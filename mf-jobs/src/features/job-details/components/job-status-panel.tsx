import { useState } from 'react';
import { JOB_STATUS_LABELS, type Job, type JobStatus } from '@haulage/shared/contracts';
import { Button, HStack, Text } from '@haulage/shared/ui';
import { errorMessage, useCan, usePlatform } from '@haulage/shared/area-kit';
import { useMoveJobStatusMutation, useUpdateJobMutation } from '#lib';
import { allowedMoves, type JobMove } from '../model/job-moves';
import { CancelJobDialog } from './cancel-job-dialog';
import { CompleteJobDialog } from './complete-job-dialog';
import { DetailSection } from './detail-section';

export interface JobStatusPanelProps {
  job: Job;
  /** A refused move's message (the API's 409 or 400), for the page to show until dismissed. */
  onRefused: (message: string | null) => void;
}

/** The job's status and the moves this user may make from it, as the API's machine allows. */
export const JobStatusPanel = ({ job, onRefused }: JobStatusPanelProps) => {
  const { feedback, session } = usePlatform();
  const mayUpdate = useCan('jobs', 'update');
  const [moveStatus] = useMoveJobStatusMutation();
  const [updateJob] = useUpdateJobMutation();
  const [asking, setAsking] = useState<JobMove | null>(null);
  const [moving, setMoving] = useState<JobStatus | null>(null);
  const moves = allowedMoves(job, session.getState().user?.type, mayUpdate);

  const run = async (to: JobStatus, write: () => Promise<unknown>) => {
    onRefused(null);
    setMoving(to);
    try {
      await write();
      feedback.toast('success', `Job is moved to ${JOB_STATUS_LABELS[to]}`);
    } catch (error) {
      onRefused(errorMessage(error, 'The job could not be moved'));
    } finally {
      setMoving(null);
    }
  };
  const move = (to: JobStatus, reason?: string) => run(to, () => moveStatus({ documentId: job.documentId, to, reason }).unwrap());

  return (
    <DetailSection title="Status">
      <Text>
        Current status: <strong>{JOB_STATUS_LABELS[job.status]}</strong>.
        {moves.length === 0 ? ' No change of status is open to you from here.' : null}
      </Text>
      <HStack gap="3" wrap="wrap">
        {moves.map((candidate) => (
          <Button
            key={candidate.to}
            size="sm"
            variant={candidate.kind === 'cancel' ? 'outline' : 'solid'}
            colorPalette={candidate.kind === 'cancel' ? 'red' : 'brand'}
            loading={moving === candidate.to}
            disabled={moving !== null}
            onClick={() => (candidate.kind === 'plain' ? void move(candidate.to) : setAsking(candidate))}
          >
            {candidate.label}
          </Button>
        ))}
      </HStack>
      {asking?.kind === 'cancel' ? (
        <CancelJobDialog onClose={() => setAsking(null)} onConfirm={(reason) => move('cancelled', reason)} />
      ) : null}
      {asking?.kind === 'complete' ? (
        <CompleteJobDialog
          onClose={() => setAsking(null)}
          // A PUT, so the actuals are written with the move in one transaction.
          onConfirm={(actuals) =>
            run('completed', () => updateJob({ documentId: job.documentId, data: { status: 'completed', ...actuals } }).unwrap())
          }
        />
      ) : null}
    </DetailSection>
  );
};
