import type { UserType } from '../contracts/user-types';

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
  /** Routes of this area that are open without signing in. */
  publicRoutes?: string[];
  nav: RemoteNavEntry[];
  userTypes: UserType[];
  enabled: boolean;
  /** Semver range of the platform contract the remote was built against, e.g. "^1". */
  platformContract: string;
}

export interface RemoteRegistry {
  remotes: RemoteDefinition[];
}
