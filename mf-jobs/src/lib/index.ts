/** What every feature of the jobs area shares beyond the area kit: the one API client and the job calls. */
export { jobsApi, JOBS_TAGS, type JobsTag } from './jobs-api';
export { useGetJobsQuery } from './api/get-jobs';
export { JOB_POPULATE, useGetJobQuery } from './api/get-job';
export { useCreateJobMutation } from './api/create-job';
export { useUpdateJobMutation, type JobUpdate } from './api/update-job';
export { useDeleteJobMutation } from './api/delete-job';
export { useMoveJobStatusMutation } from './api/move-job-status';
export { useAssignJobMutation, type AssignResponse } from './api/assign-job';
export {
  useGetAreaOptionsQuery,
  useGetCustomerOptionsQuery,
  useGetDestinationOptionsQuery,
  useGetDriverOptionsQuery,
  useGetTruckOptionsQuery,
} from './api/get-options';
export { useCreateDestinationMutation } from './api/create-destination';
export { jobRoute, orderedStops, routeLabel } from './job-route';
export { adrText } from './adr-text';
export { useSendConfirmationMutation, type ConfirmationSent } from './api/send-confirmation';
export { ConfirmationBadge } from './confirmation/confirmation-badge';
export { ConfirmationLink } from './confirmation/confirmation-link';
export { copyText } from './confirmation/copy-text';
export { CONFIRMATION_LABELS, mayAskConfirmation, showsOnCard } from './confirmation/confirmation';
export { type BasketJob, BASKET_LIMIT } from './basket/combine-basket';
export { useCombineBasket } from './basket/use-combine-basket';
export { basketJobOf, isCombinable } from './basket/basket-job';
export { JOB_SEARCH_HINT } from './job-search-hint';
