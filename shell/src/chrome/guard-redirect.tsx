import { useEffect } from 'react';
import { rememberReturnPath } from '../session/return-path';
import { LOGIN_PATH, startsAlone } from '../session/route-guard';
import { navigate } from './router/history';

/**
 * A redirect the route guard decided. On the way to sign-in it first remembers the page asked for,
 * so signing in opens it (in this effect, before the path changes: a parent's effect would run
 * after the child's redirect). The road app is loaded whole, as the entry starts it alone.
 */
export const GuardRedirect = ({ to }: { to: string }) => {
  useEffect(() => {
    if (to === LOGIN_PATH) rememberReturnPath();
    if (startsAlone(to)) window.location.replace(to);
    else navigate(to, { replace: true });
  }, [to]);
  return null;
};
