import { createRoot, type Root } from 'react-dom/client';
import type { PublicPageLifecycles, PublicPageProps } from '@haulage/shared/platform';
import { PageBoundary } from '../confirm/page-boundary';
import { tokenFromSearch } from '../confirm/model/link-problem';
import { createTrackingApi } from './api/tracking-api';
import { browserLanguage } from './model/tracking-problem';
import { TrackJobPage } from './track-job-page';
import { injectTrackStyles } from './track-styles';

let mounted: { root: Root; container: HTMLElement; removeStyles: () => void } | null = null;

/**
 * The public page exposed as `./track` (areas.json `publicRoutes`, ADR 0018): the shell mounts it
 * alone on /jobs/trackJob, without the area's screens, router, store or UI system. It needs only
 * React, the tracking catalogue and the API's address; no session, so it never asks anyone to sign in.
 */
export const lifecycles: PublicPageLifecycles = {
  bootstrap: async () => undefined,
  mount: async (props: PublicPageProps) => {
    const container = document.createElement('div');
    props.domElementGetter().appendChild(container);
    const removeStyles = injectTrackStyles();
    const root = createRoot(container);
    root.render(
      <PageBoundary>
        <TrackJobPage
          api={createTrackingApi(props.platform.apiUrl)}
          token={tokenFromSearch(window.location.search)}
          initialLanguage={browserLanguage(navigator.languages ?? [navigator.language])}
        />
      </PageBoundary>,
    );
    mounted = { root, container, removeStyles };
  },
  unmount: async () => {
    mounted?.root.unmount();
    mounted?.container.remove();
    mounted?.removeStyles();
    mounted = null;
  },
};

export const { bootstrap, mount, unmount } = lifecycles;
