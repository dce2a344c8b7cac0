import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AreaBoardColumn, UserType } from '@haulage/shared/contracts';
import { createFakePlatform, itemReply, type FakeRoute } from '@haulage/shared/area-kit/testing';
import { renderJobs } from '#testing';
import { aBoardJob, aBoardTruck } from '../test/board-fixtures';
import { moveAreaCard } from '../model/area-board';

const trip = { documentId: 'trip-12', tripNumber: 12 };
const load = (hours: number, jobs: number, km: number) => ({ jobs, km, hours, workingDayHours: 8, utilisation: hours / 8 });
const columns = (): AreaBoardColumn[] => [
  {
    area: { id: 1, documentId: 'area-gbg', name: 'Göteborg' },
    areaTrucks: [
      { ...aBoardTruck('truck-fh16', 'Volvo FH16 750', 1), jobs: [aBoardJob(1001, { status: 'planned' })], load: load(6, 1, 312) },
    ],
    areaJobs: [aBoardJob(1042)],
  },
  {
    area: { id: 2, documentId: 'area-sth', name: 'Stockholm' },
    areaTrucks: [
      { ...aBoardTruck('truck-r500', 'Scania R 500', 3), jobs: [], load: load(0, 0, 0) },
      {
        ...aBoardTruck('truck-s730', 'Scania S 730', 4),
        jobs: [
          aBoardJob(1050, { status: 'planned', trip }),
          aBoardJob(1051, { status: 'planned' }),
          aBoardJob(1052, { status: 'planned', trip }),
        ],
        load: load(7, 3, 410),
      },
    ],
    areaJobs: [],
  },
];
const tyres = {
  code: 'winter_tyres',
  field: 'truck',
  message: 'Scania R 500 has no winter tyres mounted; they are required 1 Dec – 31 Mar',
};

const setup = (userType: UserType = 'dispatcher') => {
  let board = columns();
  let conflicts: unknown[] = [];
  const assign: FakeRoute['reply'] = (call) => {
    const data = call.body.data as { truck: string; plannedDate: string };
    board = moveAreaCard(board, '2026-03-10', aBoardJob(1042), { kind: 'truck', truck: data.truck, truckName: '', date: data.plannedDate });
    conflicts = [{ id: 1042, documentId: 'job-1042', jobNumber: 1042, plannedDate: data.plannedDate, conflicts: [tyres] }];
    return itemReply({ documentId: 'job-1042' }, 200, { conflicts: [tyres] });
  };
  const fake = createFakePlatform(
    [
      { method: 'GET', path: /^\/api\/areas\/board\?/, reply: () => [200, { data: board, meta: {} }] },
      { method: 'GET', path: /^\/api\/jobs\/conflicts\?/, reply: () => [200, { data: conflicts, meta: {} }] },
      { method: 'POST', path: /^\/api\/jobs\/job-1042\/assign$/, reply: assign },
    ],
    userType,
  );
  renderJobs('/jobs/jobPlanning2?date=2026-03-10', fake.platform);
  return fake;
};

describe('area planning', () => {
  it('shows each area’s trucks with their load for the day and its open jobs', async () => {
    const { calls } = setup();
    const gbg = await screen.findByRole('region', { name: 'Göteborg' });
    expect(screen.getByRole('heading', { level: 1, name: 'Area planning' })).toBeInTheDocument();
    const fh16 = within(gbg).getByRole('group', { name: 'Volvo FH16 750' });
    expect(within(fh16).getByRole('meter', { name: '6 of 8 hours' })).toHaveAttribute('aria-valuenow', '6');
    expect(fh16).toHaveTextContent('1 job · 312 km');
    expect(within(fh16).getByRole('article', { name: 'Job 1001' })).toBeInTheDocument();
    expect(within(gbg).getByRole('heading', { name: 'Unplanned (1)' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Stockholm' })).getByRole('meter', { name: '0 of 8 hours' })).toBeInTheDocument();
    expect(calls.map((call) => call.url).sort()).toEqual([
      '/api/areas/board?date=2026-03-10',
      '/api/jobs/conflicts?from=2026-03-10&to=2026-03-10',
    ]);
  });

  it('shows a truck’s trip as one bar, with its number, job count and link, as the dispatch board does', async () => {
    setup();
    const sth = await screen.findByRole('region', { name: 'Stockholm' });
    const s730 = within(sth).getByRole('group', { name: 'Scania S 730' });
    const bar = within(s730).getByRole('region', { name: 'Trip 12' });
    expect(within(bar).getByRole('link', { name: 'Trip 12' })).toHaveAttribute('href', '/jobs/combineJobs?id=trip-12');
    expect(bar).toHaveTextContent('2 jobs');
    expect(
      within(bar)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Job 1050', 'Job 1052']);
    expect(within(bar).queryByRole('article', { name: 'Job 1051' })).not.toBeInTheDocument();
    expect(within(s730).getByRole('article', { name: 'Job 1051' })).toBeInTheDocument();
  });

  it('steps to the next day in the URL', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    await screen.findByRole('region', { name: 'Göteborg' });
    await user.click(screen.getByRole('button', { name: 'Next day ›' }));
    await waitFor(() => expect(calls.map((call) => call.url)).toContain('/api/areas/board?date=2026-03-11'));
    expect(window.location.search).toBe('?date=2026-03-11');
    expect(screen.getByText('Wed 2026-03-11')).toBeInTheDocument();
  });

  it('plans an open job on a truck of another area for the day and shows the conflict', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    await user.click(await screen.findByRole('button', { name: 'Plan job 1042…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Plan job 1042' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Truck/ }), 'truck-r500');
    expect(within(dialog).getByLabelText(/Day/)).toHaveValue('2026-03-10');
    await user.click(within(dialog).getByRole('button', { name: 'Plan' }));

    const scania = within(screen.getByRole('region', { name: 'Stockholm' })).getByRole('group', { name: 'Scania R 500' });
    const card = await within(scania).findByRole('article', { name: 'Job 1042' });
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ data: { truck: 'truck-r500', plannedDate: '2026-03-10' } });
    expect(await within(card).findByRole('button', { name: '1 conflict on job 1042' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Conflicts' })).toHaveTextContent(`Job 1042 – ${tyres.message}`));
  });

  it('is read-only for a viewer', async () => {
    setup('viewer');
    expect(await screen.findByRole('article', { name: 'Job 1042' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Plan job/ })).not.toBeInTheDocument();
  });
});
