import { mayTrack } from './tracking';

describe('mayTrack', () => {
  it('offers the tracking link for real jobs from open to invoiced', () => {
    expect(['open', 'planned', 'in_progress', 'completed', 'invoiced'].every((status) => mayTrack({ kind: 'job', status }))).toBe(true);
  });
  it('not for drafts, cancelled jobs or templates', () => {
    expect(mayTrack({ kind: 'job', status: 'draft' })).toBe(false);
    expect(mayTrack({ kind: 'job', status: 'cancelled' })).toBe(false);
    expect(mayTrack({ kind: 'template', status: 'open' })).toBe(false);
  });
});
