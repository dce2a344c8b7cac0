import { useCallback, useEffect, useRef, useState } from 'react';
import type { FeedbackEvent } from '@haulage/shared/feedback';
import { useShell } from './shell-context';

type ToastEvent = Extract<FeedbackEvent, { type: 'toast' }>;

/**
 * One toaster for every area: remotes announce through the feedback service, the shell shows it
 * (top right, 65px from the top, for the event's duration — 1.5 s by default). Plain elements:
 * the chrome's first screen does not load the UI library.
 */
export const ShellToaster = () => {
  const { services } = useShell();
  const [toasts, setToasts] = useState<ToastEvent[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  useEffect(() => {
    const pending = timers.current;
    const off = services.feedback.subscribe((event) => {
      if (event.type !== 'toast') return;
      setToasts((current) => [...current, event]);
      pending.set(
        event.id,
        setTimeout(() => dismiss(event.id), event.durationMs),
      );
    });
    return () => {
      off();
      pending.forEach((timer) => clearTimeout(timer));
      pending.clear();
    };
  }, [services.feedback, dismiss]);

  return (
    <section className="sh-toasts" aria-label="Notifications">
      {toasts.map((toast) => (
        <div key={toast.id} role="status" aria-live="polite" className={`sh-toast sh-toast-${toast.status}`}>
          <div className="sh-toast-body">
            <p className="sh-toast-title">{toast.message}</p>
            {toast.description && <p>{toast.description}</p>}
          </div>
          <button type="button" className="sh-toast-close" aria-label="Close" onClick={() => dismiss(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </section>
  );
};
