import { eventTarget } from './event-target';

describe('event targets', () => {
  it('opens the job, truck or driver an event is about', () => {
    expect(eventTarget({ ref: 'jobs/abc123' })).toEqual({ type: 'page', path: '/jobs/jobDetails?id=abc123' });
    expect(eventTarget({ ref: 'trucks/t1' })).toEqual({ type: 'page', path: '/trucks/t1' });
    expect(eventTarget({ ref: 'drivers/d1' })).toEqual({ type: 'page', path: '/drivers/d1' });
  });

  it('edits a user event in place and leaves unknown references alone', () => {
    expect(eventTarget({ ref: 'user-events/e1' })).toEqual({ type: 'own', documentId: 'e1' });
    expect(eventTarget({ ref: 'invoices/i1' })).toEqual({ type: 'none' });
    expect(eventTarget({ ref: 'jobs/' })).toEqual({ type: 'none' });
  });
});
