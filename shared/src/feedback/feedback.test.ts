import { createFeedback, type FeedbackEvent } from './feedback';

describe('createFeedback', () => {
  it('announces toasts with the spec duration unless told otherwise', () => {
    const feedback = createFeedback();
    const events: FeedbackEvent[] = [];
    feedback.subscribe((event) => events.push(event));
    feedback.toast('success', 'Destination is created successfully');
    feedback.toast('error', 'Failed', { description: 'Try again', durationMs: 4500 });
    expect(events).toEqual([
      expect.objectContaining({ type: 'toast', status: 'success', message: 'Destination is created successfully', durationMs: 1500 }),
      expect.objectContaining({ type: 'toast', status: 'error', description: 'Try again', durationMs: 4500 }),
    ]);
  });

  it('keeps the spinner on while any loading work runs, and off after a failure', async () => {
    const feedback = createFeedback();
    const loading: boolean[] = [];
    feedback.subscribe((event) => {
      if (event.type === 'loading') loading.push(event.isLoading);
    });
    let finish!: (value: string) => void;
    const first = feedback.withLoading(
      new Promise<string>((resolve) => {
        finish = resolve;
      }),
    );
    const second = feedback.withLoading(Promise.reject(new Error('boom')));
    await expect(second).rejects.toThrow('boom');
    expect(feedback.isLoading()).toBe(true);
    finish('done');
    await expect(first).resolves.toBe('done');
    expect(feedback.isLoading()).toBe(false);
    expect(loading).toEqual([true, true, true, false]);
  });

  it('stops telling a listener after it unsubscribes', () => {
    const feedback = createFeedback();
    const listener = jest.fn();
    feedback.subscribe(listener)();
    feedback.toast('info', 'x');
    expect(listener).not.toHaveBeenCalled();
  });
});
