import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, officeToday } from '@haulage/shared/contracts';
import { createFakePlatform, entry, itemReply, listReply, type FakeRoute } from '@haulage/shared/area-kit/testing';
import { renderJobs } from '#testing';

const schedule = {
  ...entry('sch1', 1),
  name: 'Midsummer shuttle',
  status: 'active',
  rrule: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=TH,FR',
  timezone: 'Europe/Stockholm',
  startsOn: '2026-06-01',
  endsOn: '2026-06-30',
  holidayPolicy: 'skip',
  horizonWeeks: 8,
  lastMaterializedAt: '2026-06-01T04:00:00.000Z',
  templateJob: { ...entry('tpl1', 5), jobNumber: 3001 },
  truck: null,
  driver: null,
};
const days = [
  {
    date: '2026-06-18',
    plannedDate: '2026-06-18',
    status: 'generated',
    reason: null,
    job: { documentId: 'j1', jobNumber: 4101, status: 'open' },
  },
  { date: '2026-06-19', plannedDate: null, status: 'skipped', reason: 'Midsommarafton', job: null },
  { date: '2026-06-25', plannedDate: '2026-06-25', status: 'scheduled', reason: null, job: null },
];

const routes: FakeRoute[] = [
  { method: 'GET', path: /^\/api\/recurring-schedules\/sch1\/preview/, reply: () => [200, { data: days, meta: {} }] },
  { method: 'GET', path: /^\/api\/recurring-schedules\/sch1/, reply: () => itemReply(schedule) },
  { method: 'GET', path: /^\/api\/recurring-schedules\?/, reply: () => listReply([schedule], 1, 20, 1) },
  { method: 'POST', path: /^\/api\/recurring-schedules\/sch1\/pause$/, reply: () => itemReply({ ...schedule, status: 'paused' }) },
  {
    method: 'GET',
    path: /^\/api\/jobs\?/,
    reply: () =>
      listReply([{ ...entry('tpl1', 5), jobNumber: 3001, customer: { companyName: 'Åkeri Väst AB' }, goodsDescription: 'Reels' }]),
  },
  { method: 'GET', path: /^\/api\/(trucks|drivers)\?/, reply: () => listReply([]) },
  {
    method: 'POST',
    path: /^\/api\/recurring-schedules$/,
    reply: (call) => itemReply({ ...schedule, ...call.body.data, documentId: 'sch1' }, 201),
  },
];

describe('recurring jobs', () => {
  it('lists schedules and shows the chosen one’s next days, a skipped holiday marked in words', async () => {
    const { platform, calls } = createFakePlatform(routes);
    renderJobs('/jobs/recurring?recurringId=sch1', platform);
    expect(await screen.findByRole('heading', { level: 1, name: 'Recurring jobs' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Recurring schedules' });
    expect(within(table).getByText('Every week on Thursday, Friday')).toBeInTheDocument();
    const region = await screen.findByRole('region', { name: /Midsummer shuttle/ });
    const list = await within(region).findByRole('list', { name: 'Upcoming days' });
    expect(within(list).getByText('2026-06-19: skipped: Midsommarafton')).toBeInTheDocument();
    expect(within(list).getByText('2026-06-18: job 4101 made')).toBeInTheDocument();
    expect(within(region).getByRole('gridcell', { name: '19 juni 2026 (Midsommarafton): skipped: Midsommarafton' })).toHaveAttribute(
      'data-status',
      'skipped',
    );
    await userEvent.click(within(region).getByRole('button', { name: 'Pause' }));
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/recurring-schedules/sch1/pause')).toBe(true);
  });

  it('builds the rule from the form and sends it as an RRULE', async () => {
    const { platform, calls } = createFakePlatform(routes);
    renderJobs('/jobs/recurring?recurringId=new', platform);
    const form = await screen.findByRole('form', { name: 'Recurring schedule' });
    await userEvent.type(within(form).getByLabelText(/^Name/), 'Paper run');
    await within(form).findByRole('option', { name: /3001/ });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /Template job/ }), 'tpl1');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /Repeats/ }), 'monthly_weekday');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /Which/ }), '-1');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /^Weekday/ }), 'FR');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const post = await waitFor(() => {
      const call = calls.find((c) => c.method === 'POST' && c.url === '/api/recurring-schedules');
      expect(call).toBeDefined();
      return call!;
    });
    expect(post.body.data).toMatchObject({
      name: 'Paper run',
      templateJob: 'tpl1',
      rrule: 'FREQ=MONTHLY;INTERVAL=1;BYDAY=-1FR',
      holidayPolicy: 'skip',
    });
  });

  it('skips one upcoming day from the list of next days, cancelling its job, with a reason', async () => {
    const soon = addDays(officeToday(), 2);
    const later = addDays(officeToday(), 9);
    const upcoming = [
      { date: soon, plannedDate: soon, status: 'generated', reason: null, job: { documentId: 'j2', jobNumber: 4102, status: 'planned' } },
      { date: later, plannedDate: later, status: 'scheduled', reason: null, job: null },
    ];
    const { platform, calls } = createFakePlatform([
      { method: 'GET', path: /^\/api\/recurring-schedules\/sch1\/preview/, reply: () => [200, { data: upcoming, meta: {} }] },
      { method: 'POST', path: /^\/api\/recurring-schedules\/sch1\/skip$/, reply: () => itemReply(schedule) },
      ...routes,
    ]);
    renderJobs('/jobs/recurring?recurringId=sch1', platform);
    const region = await screen.findByRole('region', { name: /Midsummer shuttle/ });
    const list = await within(region).findByRole('list', { name: 'Upcoming days' });
    await userEvent.click(within(list).getByRole('button', { name: `Skip ${soon}` }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText(`Job 4102 of ${soon} will be cancelled, and the schedule will not make this day again.`),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Dock closed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Skip day' }));
    const post = await waitFor(() => {
      const call = calls.find((c) => c.method === 'POST' && c.url === '/api/recurring-schedules/sch1/skip');
      expect(call).toBeDefined();
      return call!;
    });
    expect(post.body.data).toEqual({ date: soon, reason: 'Dock closed' });
    expect(within(list).getByRole('button', { name: `Skip ${later}` })).toBeInTheDocument();
    // The calendar's day is a way in too.
    expect(within(region).getByRole('button', { name: `Skip ${later}…` })).toBeInTheDocument();
  });

  it('offers no skipping to those who only read', async () => {
    const soon = addDays(officeToday(), 2);
    const { platform } = createFakePlatform(
      [
        {
          method: 'GET',
          path: /^\/api\/recurring-schedules\/sch1\/preview/,
          reply: () => [200, { data: [{ date: soon, plannedDate: soon, status: 'scheduled', reason: null, job: null }], meta: {} }],
        },
        ...routes,
      ],
      'finance',
    );
    renderJobs('/jobs/recurring?recurringId=sch1', platform);
    const list = await screen.findByRole('list', { name: 'Upcoming days' });
    expect(within(list).queryByRole('button', { name: /Skip/ })).not.toBeInTheDocument();
  });
});
