import { JOB_CONFIRMATION_PREFIX, LOGIN_PATH, PRIVACY_POLICY_PATH } from '../session/route-guard';

/** Pages shown without the admin chrome: sign-in, the public privacy notice, SMS job confirmation. */
export const isChromelessPath = (path: string): boolean =>
  path === LOGIN_PATH ||
  path.startsWith(`${LOGIN_PATH}/`) ||
  path === PRIVACY_POLICY_PATH ||
  path.startsWith(`${PRIVACY_POLICY_PATH}/`) ||
  path.startsWith(JOB_CONFIRMATION_PREFIX);
