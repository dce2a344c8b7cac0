import type { TrackingLinkAnswer } from '@haulage/shared/contracts';
import { jobsApi } from '#lib';

/** POST /api/jobs/:id/tracking-link: the job's one tracking link for its customer (the same every time). */
export const trackingLinkApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    getTrackingLink: build.mutation<{ data: TrackingLinkAnswer }, string>({
      query: (job) => ({ url: `/api/jobs/${encodeURIComponent(job)}/tracking-link`, method: 'POST' }),
    }),
  }),
});

export const { useGetTrackingLinkMutation } = trackingLinkApi;
