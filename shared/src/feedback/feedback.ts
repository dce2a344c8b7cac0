import type { FeedbackService, ToastStatus } from '../platform/platform-context';
import { TOAST_DURATION_MS } from './constants';

export interface ToastOptions {
  description?: string;
  durationMs?: number;
}

export type FeedbackEvent =
  | { type: 'toast'; id: number; status: ToastStatus; message: string; description?: string; durationMs: number }
  | { type: 'loading'; isLoading: boolean; pending: number };

export type FeedbackListener = (event: FeedbackEvent) => void;

export interface Feedback extends FeedbackService {
  toast(status: ToastStatus, message: string, options?: ToastOptions): void;
  withLoading<T>(work: Promise<T>): Promise<T>;
  /** The shell listens and renders toasts and the global spinner; returns the unsubscribe function. */
  subscribe(listener: FeedbackListener): () => void;
  isLoading(): boolean;
}

/**
 * The event-based feedback service. Areas only announce; the shell decides how a toast or the
 * spinner looks, so every area's feedback is the same and remotes carry no toast UI.
 */
export const createFeedback = (): Feedback => {
  const listeners = new Set<FeedbackListener>();
  let pending = 0;
  let nextId = 1;

  const emit = (event: FeedbackEvent) => listeners.forEach((listener) => listener(event));
  const setPending = (delta: number) => {
    pending += delta;
    emit({ type: 'loading', isLoading: pending > 0, pending });
  };

  return {
    toast: (status, message, options = {}) => {
      emit({
        type: 'toast',
        id: nextId++,
        status,
        message,
        description: options.description,
        durationMs: options.durationMs ?? TOAST_DURATION_MS,
      });
    },
    withLoading: async (work) => {
      setPending(1);
      try {
        return await work;
      } finally {
        setPending(-1);
      }
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    isLoading: () => pending > 0,
  };
};
