import { NOTIFICATION_DURATION_MS } from './constants';
import { createFeedback, type FeedbackEvent } from './feedback';
import { reportRefusal } from './report-refusal';

describe('reportRefusal', () => {
  it('shows the refusal as an error toast that lasts long enough to read', () => {
    const feedback = createFeedback();
    const events: FeedbackEvent[] = [];
    feedback.subscribe((event) => events.push(event));
    reportRefusal(feedback, { status: 403, name: 'ForbiddenError', message: 'Forbidden', details: {}, fieldErrors: {} }, 'Upload failed');
    expect(events).toEqual([
      expect.objectContaining({
        type: 'toast',
        status: 'error',
        message: 'You are not allowed to do this',
        durationMs: NOTIFICATION_DURATION_MS,
      }),
    ]);
  });
});
