import { paths } from '@haulage/shared/contracts';
import { DASHBOARD_PATH, isPublicPath, LOGIN_PATH } from './route-guard';

/**
 * The page a visitor asked for before being sent to sign in, so signing in opens it instead of the
 * dashboard. It is kept in sessionStorage (this tab only), never in the URL: nobody can hand a
 * user a sign-in link that sends them elsewhere afterwards, and /login stays /login (spec §2).
 */
const KEY = 'haulage:return-path';

// Browsers drop tabs and newlines from addresses, so "/\t/evil.example" would become "//evil.example".
const hasControlCharacter = (value: string): boolean => [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/**
 * `raw` as an in-app path of this origin ("/trucks/abc?tab=tyres"), or null. Anything that could
 * leave the origin (`//host`, `/\host`, `https://…`, `javascript:…`) or that the redirect rules
 * send to the dashboard anyway (`/`, `/login`) is refused.
 */
export const safeReturnPath = (raw: string | null | undefined, origin: string): string | null => {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || hasControlCharacter(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  if (path === paths.home.path || path === LOGIN_PATH || isPublicPath(path)) return null;
  return `${path}${url.search}${url.hash}`;
};

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled: signing in simply opens the dashboard
  }
};

/** Remembers where the user is now, when that is a page worth coming back to. */
export const rememberReturnPath = (location: Pick<Location, 'pathname' | 'search' | 'hash' | 'origin'> = window.location): void => {
  const path = safeReturnPath(`${location.pathname}${location.search}${location.hash}`, location.origin);
  if (path) storage()?.setItem(KEY, path);
};

/** Where to go after signing in (checked again: storage is not trusted), and forgets it. */
export const takeReturnPath = (origin: string = window.location.origin): string => {
  const store = storage();
  const path = safeReturnPath(store?.getItem(KEY), origin);
  store?.removeItem(KEY);
  return path ?? DASHBOARD_PATH;
};

/** A deliberate sign-out starts the next sign-in from the dashboard. */
export const forgetReturnPath = (): void => {
  storage()?.removeItem(KEY);
};
