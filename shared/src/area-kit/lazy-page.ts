import { lazy, type ComponentType } from 'react';

/** A page in its own chunk, loaded on its first visit: `lazyPage(() => import('./x-page'), 'XPage')`. */
export const lazyPage = <K extends string>(load: () => Promise<Record<K, ComponentType>>, key: K) =>
  lazy(() => load().then((module) => ({ default: module[key] })));
