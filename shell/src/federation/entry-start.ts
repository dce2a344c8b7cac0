import { loadRuntimeConfig } from '../config/load-runtime-config';
import { findPublicPage } from './public-pages';
import { startPublicPage } from './start-public-page';

/**
 * What the entry starts for the path it was opened on: a public page of an area alone (loading
 * next to nothing beyond React), or the back office. Both read the same runtime files, fetched once
 * (and asked for by index.html while main.js downloads). The public page's starter (about 1 KB) is
 * part of main.js: on a phone's slow connection a chunk of its own is a round trip before the
 * remote can even be asked for, and the back office fetched it anyway.
 */
export const startForPath = async (path: string): Promise<void> => {
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
  await startPublicPage(match, config);
};
