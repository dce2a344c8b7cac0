import { linkPage } from '../lib/standalone-page';
import { createTrackingApi } from './api/tracking-api';
import { TrackJobPage } from './track-job-page';
import { TRACK_STYLES } from './track-styles';

/**
 * The public page exposed as `./track` (areas.json `publicRoutes`, ADR 0018): the shell mounts it
 * alone on /jobs/trackJob, without the area's screens, router, store or UI system. It needs only
 * React, the tracking catalogue and the API's address; no session, so it never asks anyone to sign in.
 */
export const lifecycles = linkPage({ name: 'job tracking page', styles: TRACK_STYLES, createApi: createTrackingApi, Page: TrackJobPage });

export const { bootstrap, mount, unmount } = lifecycles;
