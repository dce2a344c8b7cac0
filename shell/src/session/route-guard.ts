import { paths, type UserType } from '@haulage/shared/contracts';

/**
 * The shell's routing rules (spec §2, §4, §8) as one pure decision, so every rule is testable
 * without a browser and the same rules guard the shell's pages and the remotes' areas.
 */
export interface GuardInput {
  path: string;
  /** A token is in storage. */
  hasToken: boolean;
  /** The stored token decodes to a payload (meaningless without a token). */
  tokenDecodable: boolean;
  isAuthenticated: boolean;
  isLoading: boolean;
  userType: UserType | null;
  /** The user types allowed on the page; undefined for any signed-in user. */
  allowedTypes?: readonly UserType[];
  /** Extra paths (and their sub-paths) open without signing in, e.g. a remote's public routes. */
  publicPaths?: readonly string[];
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  | { kind: 'forbidden' }
  /** A stored token is being restored (renewed or decoded); show the spinner, decide later. */
  | { kind: 'pending' };

export const LOGIN_PATH = paths.login.path;
export const DASHBOARD_PATH = paths.dashboard.path;
export const PRIVACY_POLICY_PATH = paths.privacyPolicy.path;
export const JOB_CONFIRMATION_PREFIX = paths.jobs.confirm.path;
/** The driver's road app: a page of the jobs area that the shell starts alone (areas.json `publicRoutes`). */
export const DRIVER_APP_PATH = paths.driver.app.path;

/** Where a signed-in user of this type starts: a driver in the road app, everyone else on the dashboard. */
export const homePathFor = (type: UserType | null): string => (type === 'driver' ? DRIVER_APP_PATH : DASHBOARD_PATH);

const normalise = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);

const isUnder = (path: string, prefix: string): boolean => path === prefix || path.startsWith(`${prefix}/`);

/** A path the back office cannot show in its chrome: the browser loads it whole so the page starts alone. */
export const startsAlone = (path: string): boolean => isUnder(normalise(path.split(/[?#]/)[0]!), DRIVER_APP_PATH);

/** Paths that stay open for a visitor who is not signed in. */
export const isPublicPath = (rawPath: string, extra: readonly string[] = []): boolean => {
  const path = normalise(rawPath);
  return (
    path === LOGIN_PATH ||
    path.startsWith(JOB_CONFIRMATION_PREFIX) ||
    isUnder(path, PRIVACY_POLICY_PATH) ||
    extra.some((prefix) => isUnder(path, normalise(prefix)))
  );
};

const ALLOW: GuardDecision = { kind: 'allow' };

export const decideRoute = (input: GuardInput): GuardDecision => {
  const path = normalise(input.path);
  const open = isPublicPath(path, input.publicPaths);

  if (input.hasToken && !input.tokenDecodable) {
    return path === LOGIN_PATH || open ? ALLOW : { kind: 'redirect', to: LOGIN_PATH };
  }
  if (input.isAuthenticated) {
    if ((path === paths.home.path || path === LOGIN_PATH) && !input.isLoading) return { kind: 'redirect', to: homePathFor(input.userType) };
    // A driver has the road app only: every back-office page, even one open to any user, refuses them.
    if (input.userType === 'driver' && !open) return { kind: 'forbidden' };
    if (input.allowedTypes && (input.userType === null || !input.allowedTypes.includes(input.userType))) {
      return { kind: 'forbidden' };
    }
    return ALLOW;
  }
  if (open) return ALLOW;
  if (!input.hasToken) return { kind: 'redirect', to: LOGIN_PATH };
  return { kind: 'pending' };
};
