import { loadRuntimeConfig } from '../config/load-runtime-config';
import { findPublicPage } from './public-pages';

/**
 * What the entry starts for the path it was opened on: a public page of an area alone (loading
 * next to nothing beyond React), or the back office. Both read the same runtime files, fetched once.
 * The public page's starter (about 1 KB) is fetched beside those files rather than after them: on
 * a phone's slow connection that is one round trip less before the page shows, and the back office
 * pays 1 KB for it. React is fetched at the same moment for the same reason.
 */
export const startForPath = async (path: string): Promise<void> => {
  const starter = import('./start-public-page');
  starter.catch(() => undefined);
  // Whatever starts draws with React and reads the session, shared from here: fetched now, beside
  // the runtime files, they are on a phone when a public page's remote asks for them instead of
  // fetched after the remote's entry (about half a second on a slow phone's line).
  for (const shared of [import('react-dom/client'), import('react/jsx-runtime'), import('@haulage/shared/session')]) {
    shared.catch(() => undefined);
  }
  const { config, registry } = await loadRuntimeConfig();
  const match = findPublicPage(registry.remotes, path);
  if (!match) {
    await import('../bootstrap');
    return;
  }
  const { startPublicPage } = await starter;
  await startPublicPage(match, config);
};
