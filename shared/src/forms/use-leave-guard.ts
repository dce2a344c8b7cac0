import { useCallback, useEffect, useRef } from 'react';

export const LEAVE_MESSAGE = 'Leave without saving?';

interface RoutingDetail {
  oldUrl?: string;
  newUrl?: string;
  cancelNavigation?: (cancel?: boolean) => void;
}

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

const samePage = (a: string, b: string): boolean => {
  const x = new URL(a, window.location.href);
  const y = new URL(b, window.location.href);
  return x.pathname === y.pathname && x.search === y.search;
};

export interface LeaveGuard {
  /** Asks "Leave without saving?" when there are unsaved changes; true when the user may leave. */
  confirmLeave: () => boolean;
  /** Lets the next navigation through without asking (after a successful save). */
  release: () => void;
}

/**
 * Asks before unsaved changes are lost: on reload or closing the tab (`beforeunload`), on any link
 * (the shell's nav, breadcrumbs; caught in the capture phase, before the shell's or the area's
 * router acts) and on back/forward (single-spa's cancellable `before-routing-event`). A listener on
 * the window, not a router blocker: the shell and each remote run their own routers.
 */
export const useLeaveGuard = (dirty: boolean): LeaveGuard => {
  const armed = useRef(dirty);
  useEffect(() => {
    armed.current = dirty;
  }, [dirty]);

  const confirmLeave = useCallback(() => {
    if (!armed.current) return true;
    const leave = window.confirm(LEAVE_MESSAGE);
    if (leave) armed.current = false;
    return leave;
  }, []);
  const release = useCallback(() => {
    armed.current = false;
  }, []);

  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!armed.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (!armed.current || event.defaultPrevented || !isPlainClick(event)) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || samePage(anchor.href, window.location.href)) return;
      if (confirmLeave()) return;
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    const onRouting = (event: Event) => {
      const detail = (event as CustomEvent<RoutingDetail>).detail;
      if (!armed.current || !detail?.cancelNavigation || !detail.newUrl || !detail.oldUrl || samePage(detail.newUrl, detail.oldUrl)) return;
      if (!confirmLeave()) detail.cancelNavigation(true);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    window.addEventListener('single-spa:before-routing-event', onRouting);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('single-spa:before-routing-event', onRouting);
    };
  }, [confirmLeave, dirty]);

  return { confirmLeave, release };
};
