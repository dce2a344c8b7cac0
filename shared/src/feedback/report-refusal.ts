import type { FeedbackService } from '../platform/platform-context';
import { NOTIFICATION_DURATION_MS } from './constants';
import { errorMessage } from './refusal-message';

/**
 * Tells the user a request failed where there is no form or dialog to hold the message (a row's
 * action, an export, an upload). It stays as long as a notification, since a toast's 1.5 s is too
 * short to read why something was refused.
 */
export const reportRefusal = (feedback: FeedbackService, error: unknown, fallback?: string): void => {
  feedback.toast('error', errorMessage(error, fallback), { durationMs: NOTIFICATION_DURATION_MS });
};
