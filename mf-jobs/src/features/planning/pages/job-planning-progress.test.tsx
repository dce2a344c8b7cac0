import { act, screen, waitFor, within } from '@testing-library/react';
import type { BoardJob, JobBoard } from '@haulage/shared/contracts';
import { createFakePlatform, listReply } from '@haulage/shared/area-kit/testing';
import { renderJobs } from '#testing';
import { aBoardJob, aBoardTruck } from '../test/board-fixtures';

const boardWith = (job: BoardJob): JobBoard => ({
  areas: [
    {
      area: { id: 1, documentId: 'area-gbg', name: 'Göteborg' },
      trucks: [{ ...aBoardTruck('truck-fh16', 'Volvo FH16 750'), jobs: [job] }],
    },
  ],
  unplanned: [],
});

describe('job planning board on the road', () => {
  it('moves a card’s progress along as the driver’s stop events arrive', async () => {
    let job = aBoardJob(1001, { status: 'dispatched', plannedDate: '2026-03-10', driver: 'Anna Berg', progress: null });
    const { platform, realtime } = createFakePlatform([
      { method: 'GET', path: /^\/api\/jobs\/board\?/, reply: () => [200, { data: boardWith(job), meta: {} }] },
      { method: 'GET', path: /^\/api\//, reply: () => listReply([]) },
    ]);
    renderJobs('/jobs/jobPlanning?view=day&date=2026-03-10', platform);
    const card = await screen.findByRole('article', { name: 'Job 1001' });
    expect(within(card).queryByTestId('job-progress')).not.toBeInTheDocument();
    for (const [progress, label] of [
      ['at_pickup', 'At pickup'],
      ['loaded', 'Loaded'],
      ['at_delivery', 'At delivery'],
      ['delivered', 'Delivered'],
    ] as const) {
      job = { ...job, status: progress === 'delivered' ? 'completed' : 'in_progress', progress };
      act(() => realtime.publish('jobs', 'stop-event', { id: 1001, documentId: 'job-1001' }));
      await waitFor(() =>
        expect(within(screen.getByRole('article', { name: 'Job 1001' })).getByTestId('job-progress')).toHaveTextContent(label),
      );
    }
  });
});
