import { decideSkip, type SkipFacts } from './occurrence-skip';

const facts = (over: Partial<SkipFacts> = {}): SkipFacts => ({
  date: '2026-12-01',
  today: '2026-11-26',
  scheduleStatus: 'active',
  isRuleDate: true,
  stored: null,
  ...over,
});
const made = (status: string) => ({ status: 'generated', job: { jobNumber: 10042, status } });

describe('skipping one day of a schedule', () => {
  it('claims a day not yet made as skipped, so it is never made', () => {
    expect(decideSkip(facts())).toEqual({ ok: true, action: 'claim', cancelJob: false });
    expect(decideSkip(facts({ scheduleStatus: 'paused' }))).toMatchObject({ ok: true, action: 'claim' });
  });

  it('marks a made day skipped and cancels its job while the job has not started', () => {
    for (const status of ['open', 'planned', 'dispatched'])
      expect(decideSkip(facts({ stored: made(status) }))).toEqual({ ok: true, action: 'mark', cancelJob: true });
    expect(decideSkip(facts({ stored: made('cancelled') }))).toEqual({ ok: true, action: 'mark', cancelJob: false });
    expect(decideSkip(facts({ stored: { status: 'generated', job: null } }))).toEqual({ ok: true, action: 'mark', cancelJob: false });
  });

  it('refuses a day whose job is under way or done', () => {
    expect(decideSkip(facts({ stored: made('in_progress') }))).toEqual({
      ok: false,
      status: 409,
      message: 'Job 10042 of 2026-12-01 is in progress; only a day whose job has not started can be skipped',
    });
    expect(decideSkip(facts({ stored: made('completed') }))).toMatchObject({ ok: false, status: 409 });
  });

  it('changes nothing for a day already skipped', () => {
    expect(decideSkip(facts({ stored: { status: 'skipped', job: null } }))).toEqual({ ok: true, action: 'none', cancelJob: false });
  });

  it('refuses a past day, a day the rule does not make and an ended schedule', () => {
    expect(decideSkip(facts({ date: '2026-11-25' }))).toMatchObject({
      ok: false,
      status: 400,
      message: expect.stringMatching(/has passed/),
    });
    expect(decideSkip(facts({ isRuleDate: false }))).toMatchObject({
      ok: false,
      status: 400,
      message: expect.stringMatching(/not one of/),
    });
    expect(decideSkip(facts({ scheduleStatus: 'ended' }))).toMatchObject({ ok: false, status: 409 });
  });
});
