import type { UserType } from '../contracts/user-types';
import type { PlatformContext } from './platform-context';

/**
 * The runtime registry of remotes (`/remotes.json` beside the shell), written at deploy time.
 * Moving, rolling back or switching off a remote is a change to this file, never a shell rebuild.
 */
export interface RemoteNavEntry {
  label: string;
  path: string;
  /** Who sees the entry; defaults to the remote's `userTypes`. */
  userTypes?: UserType[];
}

export interface RemoteDefinition {
  /** Module Federation container name, e.g. "mf_fleet". */
  name: string;
  /** Human name of the area, shown in the fallback when it fails to load. */
  title: string;
  /** URL of the remote's mf-manifest.json. */
  entry: string;
  /** Route prefixes the area owns, e.g. ["/trucks", "/drivers"]. */
  routes: string[];
  /** Routes of this area that are open without signing in (and shown without the admin chrome). */
  publicRoutes?: string[];
  /**
   * Public routes with a page of their own (contract 1.3): the shell mounts that module instead of
   * the area's `./lifecycles`. A shell before 1.3 ignores this and serves the path as before.
   */
  publicPages?: PublicPage[];
  nav: RemoteNavEntry[];
  userTypes: UserType[];
  enabled: boolean;
  /** Semver range of the platform contract the remote was built against, e.g. "^1". */
  platformContract: string;
}

/**
 * A page for people who never sign in (e.g. an SMS link opened on a phone), exposed by its area as
 * a module of its own so it loads without the area's screens, the UI system or the admin chrome
 * (docs/adr/0018-public-pages.md). `path` is also one of the area's `publicRoutes`.
 */
export interface PublicPage {
  /** Route prefix the page answers, e.g. "/jobs/confirmJob". */
  path: string;
  /** The exposed module, e.g. "./confirm" (the shell loads "<name>/confirm"). */
  module: string;
}

/**
 * What a public page is given: where the API is and how to navigate, never a session or the http
 * client, since its reader never signs in. Opened directly, the shell starts it alone with just
 * this (no store, session or chrome is loaded); reached inside the back office it receives the
 * full `RemoteProps`, of which this is a part.
 */
export interface PublicPageProps {
  platform: Pick<PlatformContext, 'contractVersion' | 'apiUrl' | 'navigate'>;
  domElementGetter: () => HTMLElement;
}

/** What a public page module exports: single-spa lifecycles over `PublicPageProps`. */
export interface PublicPageLifecycles {
  bootstrap(props: PublicPageProps): Promise<void>;
  mount(props: PublicPageProps): Promise<void>;
  unmount(props: PublicPageProps): Promise<void>;
}

export interface RemoteRegistry {
  remotes: RemoteDefinition[];
}
