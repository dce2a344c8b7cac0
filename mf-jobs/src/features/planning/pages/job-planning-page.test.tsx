import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BoardJob, JobConflicts, PlanningConflict, UserType } from '@haulage/shared/contracts';
import { createFakePlatform, itemReply, listReply, type FakeCall, type FakeRoute } from '@haulage/shared/area-kit/testing';
import { renderJobs } from '#testing';
import { moveCard } from '../model/board-cells';
import { aJobBoard } from '../test/board-fixtures';

const asListedJob = ({ customer, hours, ...job }: BoardJob) => ({ ...job, customer: { companyName: customer }, hoursActual: hours });

const overdue = { code: 'inspection_overdue', field: 'truck', message: "Volvo FH 500's roadworthiness inspection was due 2026-03-01" };
const BOARD_URL = '/jobs/jobPlanning?date=2026-03-10';

/** A fake API whose board and conflicts follow the assigns it answered, as the real one's do. */
const setup = (assignReply: FakeRoute['reply'], userType: UserType = 'dispatcher', known: JobConflicts[] = []) => {
  let board = aJobBoard();
  let conflicts = known;
  const assign: FakeRoute['reply'] = (call: FakeCall) => {
    const reply = assignReply(call);
    if (reply[0] === 200) {
      const documentId = call.url.split('/')[3]!;
      const job = board.unplanned.find((card) => card.documentId === documentId)!;
      const data = call.body.data as { truck: string; plannedDate: string };
      board = moveCard(board, job, { kind: 'truck', truck: data.truck, truckName: '', date: data.plannedDate });
      const found = ((reply[1] as { meta?: { conflicts?: PlanningConflict[] } }).meta?.conflicts ?? []) as PlanningConflict[];
      const entry = { id: job.id, documentId, jobNumber: job.jobNumber, plannedDate: data.plannedDate, conflicts: found };
      conflicts = [...conflicts.filter((item) => item.documentId !== documentId), ...(found.length > 0 ? [entry] : [])];
    }
    return reply;
  };
  const fake = createFakePlatform(
    [
      { method: 'GET', path: /^\/api\/jobs\/board\?/, reply: () => [200, { data: board, meta: {} }] },
      { method: 'GET', path: /^\/api\/jobs\/conflicts\?/, reply: () => [200, { data: conflicts, meta: {} }] },
      // The unplanned pane's own page of open jobs, as the list answers them.
      {
        method: 'GET',
        path: /^\/api\/jobs\?/,
        reply: () => listReply(board.unplanned.filter((job) => job.status === 'open').map(asListedJob)),
      },
      { method: 'GET', path: /^\/api\/customers\?/, reply: () => listReply([{ documentId: 'cust-preem', companyName: 'Preem Göteborg' }]) },
      { method: 'POST', path: /^\/api\/jobs\/[\w-]+\/assign$/, reply: assign },
      { method: 'POST', path: /^\/api\/jobs\/[\w-]+\/status$/, reply: () => itemReply({ documentId: 'job-1001', status: 'open' }) },
      { method: 'GET', path: /^\/api\/areas\?/, reply: () => listReply([{ documentId: 'area-gbg', name: 'Göteborg' }]) },
    ],
    userType,
  );
  renderJobs(BOARD_URL, fake.platform);
  return fake;
};

const boardCalls = (calls: FakeCall[]) => calls.filter((call) => call.url.startsWith('/api/jobs/board'));
const truckRow = (area: string, truck: string) =>
  within(screen.getByRole('table', { name: area })).getByRole('row', { name: new RegExp(truck) });
const tuesday = (row: HTMLElement) => within(row).getAllByRole('cell')[1]!;

describe('job planning board', () => {
  it('draws the week’s trucks by area, their jobs by day and the open jobs, from one request', async () => {
    const { calls } = setup(() => itemReply({}));
    const gbg = await screen.findByRole('table', { name: 'Göteborg' });
    expect(screen.getByRole('heading', { level: 1, name: 'Job planning' })).toBeInTheDocument();
    expect(screen.getByText('Week 11: 2026-03-09 – 2026-03-15')).toBeInTheDocument();
    expect(
      within(gbg)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Truck',
      'Mon 2026-03-09',
      'Tue 2026-03-10',
      'Wed 2026-03-11',
      'Thu 2026-03-12',
      'Fri 2026-03-13',
      'Sat 2026-03-14',
      'Sun 2026-03-15',
    ]);
    const planned = within(tuesday(truckRow('Göteborg', 'Volvo FH16 750'))).getByRole('article', { name: 'Job 1001' });
    expect(planned).toHaveTextContent('312 km · 6,5 h · Anna Berg');
    expect(planned).toHaveTextContent('Planned');
    expect(screen.getByRole('table', { name: 'Stockholm' })).toBeInTheDocument();
    // The open jobs are a request of their own: the board being drawn does not mean they are in.
    const open = within(await screen.findByRole('region', { name: 'Unplanned (2)' }));
    expect(open.getByRole('article', { name: 'Job 1042' })).toHaveTextContent('Preem Göteborg');
    expect(open.getByRole('article', { name: 'Job 1042' })).toHaveTextContent('ADR');
    // A confirmation shows on a card once one was asked for; most cards are never asked.
    expect(planned).toHaveTextContent('Confirmed');
    expect(open.getByRole('article', { name: 'Job 1042' })).not.toHaveTextContent(/Not asked|Confirmed/);
    expect(boardCalls(calls).map((call) => call.url)).toEqual(['/api/jobs/board?from=2026-03-09&to=2026-03-15']);
  });

  it('moves to the next day in the day view, with the view in the URL', async () => {
    const user = userEvent.setup();
    const { calls } = setup(() => itemReply({}));
    await screen.findByRole('table', { name: 'Göteborg' });
    await user.click(screen.getByRole('button', { name: 'Day' }));
    await user.click(screen.getByRole('button', { name: 'Next day ›' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Göteborg' }))
          .getAllByRole('columnheader')
          .map((header) => header.textContent),
      ).toEqual(['Truck', 'Wed 2026-03-11']),
    );
    expect(window.location.search).toBe('?view=day&date=2026-03-11');
    await waitFor(() => expect(boardCalls(calls).at(-1)?.url).toBe('/api/jobs/board?from=2026-03-11&to=2026-03-11'));
  });

  it('plans a job from its menu with the same call as a drop, and shows the answered conflict on the card and in the list', async () => {
    const user = userEvent.setup();
    const { calls } = setup(() => itemReply({ documentId: 'job-1042' }, 200, { conflicts: [overdue] }));
    await user.click(await screen.findByRole('button', { name: 'Plan job 1042…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Plan job 1042' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Truck/ }), 'truck-fh500');
    expect(within(dialog).getByLabelText(/Day/)).toHaveValue('2026-03-10');
    await user.click(within(dialog).getByRole('button', { name: 'Plan' }));

    const card = await within(tuesday(truckRow('Göteborg', 'Volvo FH 500'))).findByRole('article', { name: 'Job 1042' });
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/jobs/job-1042/assign',
      body: { data: { truck: 'truck-fh500', plannedDate: '2026-03-10' } },
    });
    const badge = await within(card).findByRole('button', { name: '1 conflict on job 1042' });
    expect(badge).toHaveAttribute('title', overdue.message);
    await user.click(badge);
    expect(within(card).getByText(overdue.message)).toBeVisible();
    const list = screen.getByRole('region', { name: 'Conflicts' });
    expect(list).toHaveTextContent(`Job 1042 – ${overdue.message}`);
    await waitFor(() => expect(boardCalls(calls).length).toBeGreaterThan(1));
    expect(screen.getByRole('region', { name: 'Conflicts' })).toHaveTextContent(`Job 1042 – ${overdue.message}`);
  });

  it('leaves the card where it was and says why when the truck has been sold', async () => {
    const user = userEvent.setup();
    setup(() => [
      409,
      { data: null, error: { status: 409, name: 'ConflictError', message: 'Volvo FH 500 is sold and cannot be planned', details: {} } },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Plan job 1042…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Plan job 1042' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Truck/ }), 'truck-fh500');
    await user.click(within(dialog).getByRole('button', { name: 'Plan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Job 1042 was not moved: Volvo FH 500 is sold and cannot be planned');
    expect(within(screen.getByRole('region', { name: /Unplanned/ })).getByRole('article', { name: 'Job 1042' })).toBeInTheDocument();
    expect(within(tuesday(truckRow('Göteborg', 'Volvo FH 500'))).queryByRole('article')).not.toBeInTheDocument();
  });

  it('unplans a planned job from its menu', async () => {
    const user = userEvent.setup();
    const { calls } = setup(() => itemReply({}));
    await user.click(await screen.findByRole('button', { name: 'Plan job 1001…' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unplan' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toEqual({
        method: 'POST',
        url: '/api/jobs/job-1001/status',
        body: { data: { to: 'open' } },
      }),
    );
  });

  it('reloads when another dispatcher moves a job', async () => {
    const { calls, realtime } = setup(() => itemReply({}));
    await screen.findByRole('table', { name: 'Göteborg' });
    expect(realtime.topics()).toContain('jobs');
    realtime.publish('jobs', 'assigned', { id: 1042, documentId: 'job-1042' });
    await waitFor(() => expect(boardCalls(calls)).toHaveLength(2));
  });

  it('lists the conflicts the server finds for the week, with no plan made here, and each card states its own in words', async () => {
    const workshop = { code: 'truck_unavailable', field: 'truck', message: 'Volvo FH16 750 is in workshop' } as const;
    const { calls } = setup(() => itemReply({}), 'dispatcher', [
      { id: 1001, documentId: 'job-1001', jobNumber: 1001, plannedDate: '2026-03-10', conflicts: [workshop] },
    ]);
    const list = await screen.findByRole('region', { name: 'Conflicts' });
    await waitFor(() => expect(list).toHaveTextContent(`Job 1001 – ${workshop.message}`));
    expect(calls.map((call) => call.url)).toContain('/api/jobs/conflicts?from=2026-03-09&to=2026-03-15');
    const card = within(tuesday(truckRow('Göteborg', 'Volvo FH16 750'))).getByRole('article', { name: 'Job 1001' });
    expect(card).toHaveAccessibleDescription(workshop.message);
    expect(within(card).getByRole('button', { name: '1 conflict on job 1001' })).toBeInTheDocument();
  });

  it('is read-only for a viewer: no drag grips, no menus', async () => {
    setup(() => itemReply({}), 'viewer');
    expect(await screen.findByRole('article', { name: 'Job 1042' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Plan job/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Move job/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Conflicts' })).not.toBeInTheDocument();
  });

  it('searches and filters the open jobs on the server, back on page 1', async () => {
    const { calls } = setup(() => itemReply({}));
    const pane = await screen.findByRole('region', { name: /^Unplanned/ });
    await within(pane).findByRole('article', { name: 'Job 1042' });
    await userEvent.type(within(pane).getByRole('searchbox', { name: 'Search open jobs' }), 'Preem');
    await waitFor(() => expect(calls.some((call) => call.url.startsWith('/api/jobs?') && call.url.includes('_q=Preem'))).toBe(true));
    await userEvent.selectOptions(await within(pane).findByRole('combobox', { name: 'Area' }), 'area-gbg');
    await waitFor(() =>
      expect(
        calls.some(
          (call) => call.url.startsWith('/api/jobs?') && call.url.includes('filters[stops][destination][area][documentId][$eq]=area-gbg'),
        ),
      ).toBe(true),
    );
    const last = calls.filter((call) => call.url.startsWith('/api/jobs?')).at(-1)!.url;
    expect(last).toContain('_q=Preem');
    expect(last).toContain('pagination[page]=1');
  });
});
