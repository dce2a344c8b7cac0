import { createRoot } from 'react-dom/client';
import type { RemoteNavEntry } from '@haulage/shared/platform';
import type { AreaDefinition } from '../define-area';
import { StandaloneApp } from './standalone-app';

export interface StandaloneOptions {
  /** The area's entry of areas.json (its webpack config injects it as process.env.HAULAGE_AREA). */
  manifest: { nav: readonly RemoteNavEntry[] };
  apiUrl: string;
}

/** Standalone development only: in the product the shell mounts the area's ./lifecycles instead. */
export const startStandalone = <T extends string>(area: AreaDefinition<T>, { manifest, apiUrl }: StandaloneOptions) => {
  const landing = manifest.nav[0]?.path;
  if (window.location.pathname === '/' && landing) window.history.replaceState(null, '', landing);
  createRoot(document.getElementById('root') as HTMLElement).render(<StandaloneApp area={area} nav={manifest.nav} apiUrl={apiUrl} />);
};
