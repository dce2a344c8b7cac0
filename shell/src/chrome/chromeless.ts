import { JOB_CONFIRMATION_PREFIX, LOGIN_PATH, PRIVACY_POLICY_PATH } from '../session/route-guard';

const under = (path: string, prefix: string): boolean => path === prefix || path.startsWith(`${prefix}/`);

/**
 * Pages shown without the admin chrome: sign-in, the public privacy notice, SMS job confirmation,
 * and every public route an area declares in the registry (a page for people who never sign in).
 */
export const isChromelessPath = (path: string, publicRoutes: readonly string[] = []): boolean =>
  publicRoutes.some((route) => under(path, route)) ||
  path === LOGIN_PATH ||
  path.startsWith(`${LOGIN_PATH}/`) ||
  path === PRIVACY_POLICY_PATH ||
  path.startsWith(`${PRIVACY_POLICY_PATH}/`) ||
  path.startsWith(JOB_CONFIRMATION_PREFIX);
