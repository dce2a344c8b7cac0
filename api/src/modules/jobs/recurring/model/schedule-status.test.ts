import { endDate, moveSchedule } from './schedule-status';

describe('moveSchedule', () => {
  it('pauses, resumes and ends', () => {
    expect(moveSchedule('active', 'pause')).toEqual({ ok: true, to: 'paused' });
    expect(moveSchedule('paused', 'resume')).toEqual({ ok: true, to: 'active' });
    expect(moveSchedule('paused', 'end')).toEqual({ ok: true, to: 'ended' });
  });

  it('refuses moves that make no sense, saying why', () => {
    expect(moveSchedule('active', 'resume')).toEqual({ ok: false, message: 'An active schedule cannot be resumed' });
    expect(moveSchedule('ended', 'pause')).toEqual({ ok: false, message: 'An ended schedule cannot be paused' });
    expect(moveSchedule('ended', 'end')).toEqual({ ok: false, message: 'An ended schedule cannot be ended' });
  });

  it('brings the end date forward to today, never later', () => {
    expect(endDate(null, '2026-06-01')).toBe('2026-06-01');
    expect(endDate('2026-12-31', '2026-06-01')).toBe('2026-06-01');
    expect(endDate('2026-05-01', '2026-06-01')).toBe('2026-05-01');
  });
});
