import type { DriverApi, RunAnswer } from './driver-api';
import { withEarlyRun } from './early-run';

const answer = (date: string): RunAnswer => ({ kind: 'failed', reason: date });

describe('withEarlyRun', () => {
  it('asks for the day at once and answers the first read of it with that, later reads afresh', async () => {
    const run = jest.fn(async (date: string) => answer(date));
    const api = withEarlyRun({ run } as unknown as DriverApi, '2026-11-27');
    expect(run).toHaveBeenCalledTimes(1);
    await expect(api.run('2026-11-27')).resolves.toEqual(answer('2026-11-27'));
    expect(run).toHaveBeenCalledTimes(1);
    await api.run('2026-11-28');
    await api.run('2026-11-27');
    expect(run.mock.calls.map(([date]) => date)).toEqual(['2026-11-27', '2026-11-28', '2026-11-27']);
  });
});
