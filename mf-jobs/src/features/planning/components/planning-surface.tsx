import { useMemo, useState, type ReactNode } from 'react';
import type { BoardJob } from '@haulage/shared/contracts';
import { conflictsOf } from '../model/conflict-log';
import type { TruckChoice } from '../model/truck-choices';
import type { JobPlanner } from '../hooks/use-job-planner';
import { PlanJobDialog } from './plan-job-dialog';
import { PlanningContext, type PlanningContextValue } from './planning-context';
import { PlanningDnd } from './planning-dnd';

export interface PlanningSurfaceProps {
  planner: JobPlanner;
  /** False for viewers: no drag, no menus. */
  canPlan: boolean;
  /** The trucks the card menu offers. */
  trucks: readonly TruckChoice[];
  /** The day the card menu suggests for a job. */
  suggestedDate: (job: BoardJob) => string;
  children: ReactNode;
}

/** Everything a planning board shares: drag and drop, the cards' state and the "Plan job N…" menu. */
export const PlanningSurface = ({ planner, canPlan, trucks, suggestedDate, children }: PlanningSurfaceProps) => {
  const [menuJob, setMenuJob] = useState<BoardJob | null>(null);
  const { saving, conflicts } = planner;
  const context = useMemo<PlanningContextValue>(
    () => ({
      canPlan,
      isSaving: (documentId) => saving.has(documentId),
      conflictsOf: (documentId) => conflictsOf(conflicts, documentId),
      openPlanMenu: setMenuJob,
    }),
    [canPlan, saving, conflicts],
  );
  const plan = (job: BoardJob, target: Parameters<JobPlanner['plan']>[1]) => void planner.plan(job, target);

  return (
    <PlanningContext.Provider value={context}>
      {canPlan ? <PlanningDnd onDrop={plan}>{children}</PlanningDnd> : children}
      {canPlan && menuJob ? (
        <PlanJobDialog
          job={menuJob}
          trucks={trucks}
          truck={planner.placementOf(menuJob)?.truck ?? ''}
          date={suggestedDate(menuJob)}
          onPlan={(target) => plan(menuJob, target)}
          onClose={() => setMenuJob(null)}
        />
      ) : null}
    </PlanningContext.Provider>
  );
};
