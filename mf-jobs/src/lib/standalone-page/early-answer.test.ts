import { withEarlyAnswer } from './early-answer';

interface DayApi {
  run(date: string, signal?: AbortSignal): Promise<string>;
  name(): string;
}

const dayApi = () => {
  const run = jest.fn(async (date: string, _signal?: AbortSignal) => `run of ${date}`);
  return { run, api: { run, name: () => 'day api' } satisfies DayApi };
};

describe('withEarlyAnswer', () => {
  it('asks at once and answers the first read of that key with it; later reads ask afresh', async () => {
    const { run, api } = dayApi();
    const early = withEarlyAnswer(api, 'run', '2026-11-27');
    expect(run).toHaveBeenCalledTimes(1);

    await expect(early.run('2026-11-27')).resolves.toBe('run of 2026-11-27');
    expect(run).toHaveBeenCalledTimes(1);
    await early.run('2026-11-28');
    await early.run('2026-11-27');
    expect(run.mock.calls.map(([date]) => date)).toEqual(['2026-11-27', '2026-11-28', '2026-11-27']);
  });

  it('passes the other arguments of a fresh read on, and keeps the rest of the API', async () => {
    const { run, api } = dayApi();
    const early = withEarlyAnswer(api, 'run', '2026-11-27');
    const signal = new AbortController().signal;
    await early.run('2026-11-28', signal);
    expect(run).toHaveBeenLastCalledWith('2026-11-28', signal);
    expect(early.name()).toBe('day api');
  });

  it('hands a failed early read to the first caller, who decides what it means', async () => {
    const run = jest.fn(async (_token: string): Promise<string> => Promise.reject(new Error('offline')));
    const early = withEarlyAnswer({ run }, 'run', 'token');
    await expect(early.run('token')).rejects.toThrow('offline');
  });
});
