import { linkPage } from '../lib/standalone-page';
import { createConfirmationApi } from './api/confirmation-api';
import { ConfirmJobPage } from './confirm-job-page';
import { CONFIRM_STYLES } from './confirm-styles';

/**
 * The public page exposed as `./confirm` (areas.json `publicRoutes`, ADR 0018): the shell mounts
 * it alone on /jobs/confirmJob, without the area's screens, router, store or UI system. It needs
 * only React, the confirmation catalogue and the API's address; no session, so it never asks anyone
 * to sign in.
 */
export const lifecycles = linkPage({
  name: 'job confirmation page',
  styles: CONFIRM_STYLES,
  createApi: createConfirmationApi,
  Page: ConfirmJobPage,
});

export const { bootstrap, mount, unmount } = lifecycles;
