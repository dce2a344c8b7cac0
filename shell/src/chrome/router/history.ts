import { useSyncExternalStore } from 'react';

/**
 * The shell's own small router. The chrome needs only the current path, links and redirects;
 * react-router (~60 KB gzipped when shared whole) is left to the remotes, each of which bundles
 * only the parts it uses (docs: shell/README.md, "First-load budget").
 */
const LOCATION_EVENT = 'shell:location';

const subscribe = (onChange: () => void): (() => void) => {
  // single-spa turns every pushState/replaceState into a popstate event once started; the custom
  // event covers navigation before that and in tests.
  window.addEventListener('popstate', onChange);
  window.addEventListener(LOCATION_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(LOCATION_EVENT, onChange);
  };
};

const getPathname = (): string => window.location.pathname;

export const usePathname = (): string => useSyncExternalStore(subscribe, getPathname, getPathname);

const getSearch = (): string => window.location.search;

/** The query string (`?page=2`), for pages that keep their filters in the URL. */
export const useLocationSearch = (): string => useSyncExternalStore(subscribe, getSearch, getSearch);

export const navigate = (to: string, options: { replace?: boolean } = {}): void => {
  if (to === `${window.location.pathname}${window.location.search}` && !options.replace) return;
  if (options.replace) window.history.replaceState(window.history.state, '', to);
  else window.history.pushState(window.history.state, '', to);
  window.dispatchEvent(new Event(LOCATION_EVENT));
};
