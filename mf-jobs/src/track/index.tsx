import { browserLanguage } from '@haulage/shared/i18n';
import { standalonePage, withEarlyAnswer } from '../lib/standalone-page';
import { tokenFromSearch } from '../confirm/model/link-problem';
import { createTrackingApi } from './api/tracking-api';
import { TrackJobPage } from './track-job-page';
import { TRACK_STYLES } from './track-styles';

/**
 * The public page exposed as `./track` (areas.json `publicRoutes`, ADR 0018): the shell mounts it
 * alone on /jobs/trackJob, without the area's screens, router, store or UI system. It needs only
 * React, the tracking catalogue and the API's address; no session, so it never asks anyone to sign in.
 */
export const lifecycles = standalonePage({
  name: 'job tracking page',
  styles: TRACK_STYLES,
  start: (props, show) => {
    const token = tokenFromSearch(window.location.search);
    const api = createTrackingApi(props.platform.apiUrl);
    show(
      <TrackJobPage
        api={token ? withEarlyAnswer(api, 'view', token) : api}
        token={token}
        initialLanguage={browserLanguage(navigator.languages ?? [navigator.language])}
      />,
    );
  },
});

export const { bootstrap, mount, unmount } = lifecycles;
