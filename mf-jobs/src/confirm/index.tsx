import { createRoot, type Root } from 'react-dom/client';
import type { PublicPageLifecycles, PublicPageProps } from '@haulage/shared/platform';
import { createConfirmationApi } from './api/confirmation-api';
import { ConfirmJobPage } from './confirm-job-page';
import { injectConfirmStyles } from './confirm-styles';
import { tokenFromSearch } from './model/link-problem';
import { PageBoundary } from './page-boundary';

let mounted: { root: Root; container: HTMLElement; removeStyles: () => void } | null = null;

/**
 * The public page exposed as `./confirm` (areas.json `publicRoutes`, ADR 0018): the shell mounts
 * it alone on /jobs/confirmJob, without the area's screens, router, store or UI system. It needs
 * only React and the API's address; no session, so it never asks anyone to sign in.
 */
export const lifecycles: PublicPageLifecycles = {
  bootstrap: async () => undefined,
  mount: async (props: PublicPageProps) => {
    const container = document.createElement('div');
    props.domElementGetter().appendChild(container);
    const removeStyles = injectConfirmStyles();
    const root = createRoot(container);
    root.render(
      <PageBoundary>
        <ConfirmJobPage api={createConfirmationApi(props.platform.apiUrl)} token={tokenFromSearch(window.location.search)} />
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
