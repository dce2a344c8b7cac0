/** The event-based feedback service (toasts and the global spinner) and the spec's timings. */
/** `createFeedback()` → `{ toast, withLoading, subscribe, isLoading }` implementing `FeedbackService`. */
export { createFeedback, type Feedback, type FeedbackEvent, type FeedbackListener, type ToastOptions } from './feedback';
/** Spec timings: toast 1500 ms, top offset 65, message 3 s, notification 4.5 s. */
export { TOAST_DURATION_MS, TOAST_TOP_OFFSET, MESSAGE_DURATION_MS, NOTIFICATION_DURATION_MS } from './constants';
/** Toast status names (re-exported from the platform contract). */
export type { ToastStatus, FeedbackService } from '../platform/platform-context';
/** `errorMessage(error, fallback)`: the one decision of what a user reads for a refused request (400/403/409/503/5xx). */
export { errorMessage, busyMessage, isApiErrorData, NOT_ALLOWED_MESSAGE, CONFLICT_MESSAGE, SERVER_ERROR_MESSAGE } from './refusal-message';
/** `reportRefusal(feedback, error, fallback)`: a refused request as an error toast that lasts long enough to read. */
export { reportRefusal } from './report-refusal';
