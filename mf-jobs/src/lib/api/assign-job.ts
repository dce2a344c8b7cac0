import type { ItemResponse, Job, JobAssignInput, PlanningConflict } from '@haulage/shared/contracts';
import { jobsApi } from '../jobs-api';

export type AssignResponse = ItemResponse<Job> & { meta: { conflicts?: PlanningConflict[] } };

/** A board drop or the card's menu: plans the job on a truck and day and answers the conflicts. */
export const assignJobApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    assignJob: build.mutation<AssignResponse, { documentId: string; data: JobAssignInput }>({
      query: ({ documentId, data }) => ({ url: `/api/jobs/${encodeURIComponent(documentId)}/assign`, method: 'POST', data: { data } }),
      invalidatesTags: (_r, _e, { documentId }) => [{ type: 'Job', id: 'LIST' }, { type: 'Job', id: documentId }, 'Board', 'AreaBoard'],
    }),
  }),
});

export const { useAssignJobMutation } = assignJobApi;
