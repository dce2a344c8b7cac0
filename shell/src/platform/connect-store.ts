import type { Feedback } from '@haulage/shared/feedback';
import type { SessionStore } from '@haulage/shared/session';
import { sessionChanged } from '../store/auth-slice';
import { alertShown, setComponentLoading } from '../store/feedback-slice';
import type { ShellStore } from '../store/store';

/** Mirrors the shared session and feedback services into the shell's store; returns the disconnect. */
export const connectStore = (store: ShellStore, session: SessionStore, feedback: Feedback): (() => void) => {
  store.dispatch(sessionChanged(session.getState()));
  const offSession = session.subscribe((state) => store.dispatch(sessionChanged(state)));
  const offFeedback = feedback.subscribe((event) => {
    if (event.type === 'loading') store.dispatch(setComponentLoading(event.isLoading));
    else if (event.status === 'success' || event.status === 'error') {
      store.dispatch(alertShown({ success: event.status === 'success', message: event.message }));
    }
  });
  return () => {
    offSession();
    offFeedback();
  };
};
