import { browserLanguage } from '@haulage/shared/i18n';
import { standalonePage, withEarlyAnswer } from '../lib/standalone-page';
import { createConfirmationApi } from './api/confirmation-api';
import { ConfirmJobPage } from './confirm-job-page';
import { CONFIRM_STYLES } from './confirm-styles';
import { tokenFromSearch } from './model/link-problem';

/**
 * The public page exposed as `./confirm` (areas.json `publicRoutes`, ADR 0018): the shell mounts
 * it alone on /jobs/confirmJob, without the area's screens, router, store or UI system. It needs
 * only React, the confirmation catalogue and the API's address; no session, so it never asks anyone
 * to sign in.
 */
export const lifecycles = standalonePage({
  name: 'job confirmation page',
  styles: CONFIRM_STYLES,
  start: (props, show) => {
    const token = tokenFromSearch(window.location.search);
    const api = createConfirmationApi(props.platform.apiUrl);
    show(
      <ConfirmJobPage
        api={token ? withEarlyAnswer(api, 'view', token) : api}
        token={token}
        initialLanguage={browserLanguage(navigator.languages ?? [navigator.language])}
      />,
    );
  },
});

export const { bootstrap, mount, unmount } = lifecycles;
