import { act, screen, waitFor, within } from '@testing-library/react';
import { createFakePlatform, entry, listReply } from '@haulage/shared/area-kit/testing';
import { renderJobs } from '#testing';

const jobCalls = (calls: { url: string }[]) => calls.filter((call) => call.url.startsWith('/api/jobs?'));

describe('live updates', () => {
  it('refetches the job list when another dispatcher changes a job', async () => {
    let status = 'open';
    const job = () => ({ ...entry('job1'), jobNumber: 1001, kind: 'job', status, stops: [] });
    const { platform, calls, realtime } = createFakePlatform([
      { method: 'GET', path: /^\/api\/jobs\?/, reply: () => listReply([job()]) },
      { method: 'GET', path: /^\/api\//, reply: () => listReply([]) },
    ]);
    renderJobs('/jobs', platform);
    const table = await screen.findByRole('table', { name: 'Jobs' });
    expect(await within(table).findByText('Open')).toBeInTheDocument();
    expect(realtime.topics()).toEqual([
      'areas',
      'destinations',
      'drivers',
      'job-operations',
      'jobs',
      'recurring-schedules',
      'trips',
      'trucks',
    ]);
    const before = jobCalls(calls).length;

    status = 'cancelled';
    act(() => realtime.publish('jobs', 'updated', { id: 1, documentId: 'job1' }));

    expect(await within(screen.getByRole('table', { name: 'Jobs' })).findByText('Cancelled')).toBeInTheDocument();
    expect(jobCalls(calls).length).toBe(before + 1);
  });

  it('leaves every topic when the area is left', async () => {
    const { platform, realtime } = createFakePlatform([{ method: 'GET', path: /^\/api\//, reply: () => listReply([]) }]);
    const view = renderJobs('/jobs', platform);
    await waitFor(() => expect(realtime.topics()).toHaveLength(8));
    view.unmount();
    expect(realtime.topics()).toEqual([]);
  });
});
