import type { BoardJob } from '@haulage/shared/contracts';
import { isMovable } from '../model/plan-target';
import { DraggableJobCard } from './draggable-job-card';
import { JobCard } from './job-card';
import { usePlanning } from './planning-context';

/** A card as the user may use it: movable for dispatchers, read-only for viewers and for finished jobs. */
export const PlanCard = ({ job }: { job: BoardJob }) => {
  const { canPlan, conflictsOf } = usePlanning();
  if (canPlan && isMovable(job)) return <DraggableJobCard job={job} />;
  return <JobCard job={job} conflicts={conflictsOf(job.documentId)} />;
};
