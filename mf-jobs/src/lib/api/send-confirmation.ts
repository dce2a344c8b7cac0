import type { ConfirmationRequest } from '@haulage/shared/contracts';
import { jobsApi } from '../jobs-api';

export interface ConfirmationSent {
  data: { job: string; confirmationStatus: 'sent'; recipient: { type: string; name: string; phone: string } };
  /** `confirmationUrl`: the link itself, answered once to whoever asked (it is not stored). */
  meta: { expiresAt: string; confirmationUrl: string };
}

/** POST /api/jobs/sms-meta-data: a new link by text message; an earlier one stops working. */
export const sendConfirmationApi = jobsApi.injectEndpoints({
  endpoints: (build) => ({
    sendConfirmation: build.mutation<ConfirmationSent, ConfirmationRequest>({
      query: (data) => ({ url: '/api/jobs/sms-meta-data', method: 'POST', data: { data } }),
      invalidatesTags: (_r, _e, { job }) => [{ type: 'Job', id: String(job) }, { type: 'Job', id: 'LIST' }, 'Board'],
    }),
  }),
});

export const { useSendConfirmationMutation } = sendConfirmationApi;
