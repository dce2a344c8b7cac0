import { loadRuntimeConfig } from '../config/load-runtime-config';
import { findPublicPage } from './public-pages';

/**
 * What the entry starts for the path it was opened on: a public page of an area alone (loading
 * next to nothing beyond React), or the back office. Both read the same runtime files, fetched once.
 */
export const startForPath = async (path: string): Promise<void> => {
  const { config, registry } = await loadRuntimeConfig();
  const match = findPublicPage(registry.remotes, path);
  if (!match) {
    await import('../bootstrap');
    return;
  }
  const { startPublicPage } = await import('./start-public-page');
  await startPublicPage(match, config);
};
