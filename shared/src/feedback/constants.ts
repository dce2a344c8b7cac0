/** Spec timings for user feedback. */
export const TOAST_DURATION_MS = 1500;
/** Toasts sit just below the 64px header. */
export const TOAST_TOP_OFFSET = 65;
export const MESSAGE_DURATION_MS = 3000;
export const NOTIFICATION_DURATION_MS = 4500;
