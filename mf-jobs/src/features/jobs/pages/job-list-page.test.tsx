import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform, entry, itemReply, listCalls, listReply, type FakeRoute } from '@haulage/shared/area-kit/testing';
import { renderJobs } from '#testing';

const stop = (n: number, sequence: number, type: string, place: string, hour: number) => ({
  ...entry(`stop${n}${sequence}`, n * 10 + sequence),
  sequence,
  type,
  place,
  plannedFrom: `2026-03-02T${String(hour).padStart(2, '0')}:00:00.000Z`,
  plannedTo: `2026-03-02T${String(hour + 1).padStart(2, '0')}:00:00.000Z`,
});

const job = (n: number, status: string, extra: Record<string, unknown> = {}) => ({
  ...entry(`job${n}`, n),
  jobNumber: 1000 + n,
  kind: 'job',
  status,
  plannedDate: '2026-03-02',
  confirmationStatus: 'not_sent',
  currency: 'SEK',
  priceTotal: 1_250_000,
  customer: { ...entry(`cust${n}`, n), companyName: `Åkeri ${n} AB` },
  truck: { ...entry('truck1'), truckName: 'Volvo FH16 750', truckNumber: '101' },
  driver: { ...entry('drv1'), firstName: 'Sven', lastName: 'Ek' },
  stops: [stop(n, 2, 'delivery', 'ICA Borås, Borås', 8), stop(n, 1, 'pickup', 'Volvo Torslanda, Göteborg', 5)],
  ...extra,
});

const ROWS = [job(1, 'open'), job(2, 'planned', { trip: { ...entry('trip7', 7), tripNumber: 507 } }), job(3, 'completed')];

const routes = (rows: unknown[] = ROWS): FakeRoute[] => [
  { method: 'GET', path: /^\/api\/jobs\?/, reply: () => listReply(rows, 1, 20, 45) },
  {
    method: 'GET',
    path: /^\/api\/customers\?/,
    reply: () => listReply([{ ...entry('cust7', 7), companyName: 'Fjällfrakt AB' }]),
  },
  {
    method: 'POST',
    path: /^\/api\/jobs\/job2\/status$/,
    reply: () => [
      409,
      { data: null, error: { status: 409, name: 'ConflictError', message: 'A job cannot move from planned to cancelled' } },
    ],
  },
  { method: 'POST', path: /^\/api\/jobs\/job\d+\/status$/, reply: (call) => itemReply({ ...job(1, 'cancelled'), ...call.body.data }) },
  { method: 'DELETE', path: /^\/api\/jobs\/job\d+$/, reply: () => [204, null] },
  {
    method: 'POST',
    path: /^\/api\/jobs\/sms-meta-data$/,
    reply: (call) =>
      call.body.data?.job === 'job2'
        ? [
            400,
            {
              data: null,
              error: { status: 400, name: 'ValidationError', message: 'Sigrid Åkesson has not agreed to receive text messages' },
            },
          ]
        : [
            201,
            {
              data: {
                job: call.body.data?.job,
                confirmationStatus: 'sent',
                recipient: { type: 'driver', name: 'Sven Ek', phone: '+46701234567' },
              },
              meta: { confirmationUrl: `https://office.example.se/jobs/confirmJob?token=token-of-${call.body.data?.job}` },
            },
          ],
  },
];

const jobCalls = (calls: Parameters<typeof listCalls>[0]) => listCalls(calls, '/api/jobs');

describe('job list', () => {
  it('asks for the first 20 real jobs, newest first, without drafts, and draws each row', async () => {
    const { platform, calls } = createFakePlatform(routes());
    renderJobs('/jobs', platform);
    expect(await screen.findByRole('link', { name: '1001' })).toHaveAttribute('href', '/jobs/jobDetails?id=job1');
    const url = jobCalls(calls)[0]!;
    expect(url).toContain('sort[0]=jobNumber:desc&pagination[page]=1&pagination[pageSize]=20');
    expect(url).toContain('filters[kind][$eq]=job&filters[status][$ne]=draft');
    expect(url).toContain('populate[driver][fields][0]=firstName');
    const row = screen.getByRole('link', { name: '1001' }).closest('tr')!;
    expect(within(row).getByText('Volvo Torslanda, Göteborg → ICA Borås, Borås')).toBeInTheDocument();
    expect(within(row).getByText('Åkeri 1 AB')).toBeInTheDocument();
    expect(within(row).getByText('Volvo FH16 750 (101)')).toBeInTheDocument();
    expect(within(row).getByText('Sven Ek')).toBeInTheDocument();
    expect(within(row).getByText('Open')).toBeInTheDocument();
    expect(within(row).getByText('Not asked')).toBeInTheDocument();
    expect(within(row).getByText('12 500 kr')).toBeInTheDocument();
    expect(url).toContain('populate[trip][fields][0]=tripNumber');
    const combined = screen.getByRole('link', { name: '1002' }).closest('tr')!;
    expect(within(combined).getByRole('link', { name: 'Trip 507' })).toHaveAttribute('href', '/jobs/combineJobs?id=trip7');
    expect(within(row).queryByRole('link', { name: /^Trip/ })).not.toBeInTheDocument();
    expect(screen.getByText('45 results')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Jobs' })).toBeInTheDocument();
    expect(document.title).toContain('Jobs');
    for (const [name, href] of [
      ['Create job', '/jobs/createJob'],
      ['Drafts', '/jobs/drafts'],
      ['Templates', '/jobs/templates'],
      ['Import', '/jobs/import'],
      ['Planning board', '/jobs/jobPlanning'],
    ])
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('searches as people type, filters by status and dates, and keeps it all in the URL', async () => {
    const { platform, calls } = createFakePlatform(routes());
    renderJobs('/jobs', platform);
    await screen.findByText('Åkeri 1 AB');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), '1042');
    await waitFor(() => expect(jobCalls(calls).at(-1)).toContain('_q=1042'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'planned');
    await waitFor(() => expect(jobCalls(calls).at(-1)).toContain('filters[status][$eq]=planned'));
    await userEvent.type(screen.getByLabelText('Planned from'), '2026-03-02');
    await waitFor(() => expect(jobCalls(calls).at(-1)).toContain('filters[plannedDate][$gte]=2026-03-02'));
    expect(jobCalls(calls).at(-1)).toContain('_q=1042');
    expect(window.location.search).toBe('?search=1042&status=planned&from=2026-03-02');
  });

  it('filters by customer, truck area from the URL and sorts by a column', async () => {
    const { platform, calls } = createFakePlatform(routes());
    renderJobs('/jobs?area=area1', platform);
    await screen.findByText('Åkeri 1 AB');
    expect(jobCalls(calls).at(-1)).toContain('filters[truck][area][documentId][$eq]=area1');
    await userEvent.click(screen.getByRole('combobox', { name: 'Customer' }));
    await screen.findByRole('option', { name: 'Fjällfrakt AB' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Customer' }), 'cust7');
    await waitFor(() => expect(jobCalls(calls).at(-1)).toContain('filters[customer][documentId][$eq]=cust7'));
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Customer/ })).getByRole('button'));
    await waitFor(() => expect(jobCalls(calls).at(-1)).toContain('sort[0]=customer.companyName:asc'));
    expect(jobCalls(calls).at(-1)).toContain('filters[truck][area][documentId][$eq]=area1');
  });

  it('expands a row to show its stops in order', async () => {
    const { platform } = createFakePlatform(routes());
    renderJobs('/jobs', platform);
    const toggle = await screen.findByRole('button', { name: 'Stops of job 1001' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const stops = screen.getByRole('table', { name: 'Stops of job 1001' });
    const rows = within(stops).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Pickup');
    expect(rows[0]).toHaveTextContent('Volvo Torslanda, Göteborg');
    expect(rows[0]).toHaveTextContent('2026-03-02 06:00–07:00');
    expect(rows[1]).toHaveTextContent('Delivery');
    await userEvent.click(toggle);
    expect(screen.queryByRole('table', { name: 'Stops of job 1001' })).not.toBeInTheDocument();
  });

  it('cancels the selected jobs with a reason, one at a time, and names the ones refused', async () => {
    const { platform, calls, toasts } = createFakePlatform(routes());
    renderJobs('/jobs', platform);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all jobs on this page' }));
    expect(screen.getByText('3 jobs selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel jobs' });
    expect(within(dialog).getByText(/1 job of the selection is completed or cancelled already/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel 2 jobs' }));
    expect(within(dialog).getByText('Please enter reason for cancelling')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Reason for cancelling/), 'Customer called off the order');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel 2 jobs' }));
    expect(await within(dialog).findByText('1 of 2 jobs cancelled, 1 failed')).toBeInTheDocument();
    expect(within(dialog).getByText('Job 1002: A job cannot move from planned to cancelled')).toBeInTheDocument();
    const moves = calls.filter((call) => call.method === 'POST');
    expect(moves.map((call) => call.url)).toEqual(['/api/jobs/job1/status', '/api/jobs/job2/status']);
    expect(moves[0]!.body).toEqual({ data: { to: 'cancelled', reason: 'Customer called off the order' } });
    expect(toasts).toContainEqual({ status: 'warning', message: '1 of 2 jobs cancelled, 1 failed' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText(/selected$/)).not.toBeInTheDocument());
  });

  it('sends the selected jobs for confirmation in turn and names each one not sent, with why', async () => {
    const { platform, calls, toasts } = createFakePlatform(routes());
    renderJobs('/jobs', platform);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all jobs on this page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send for confirmation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send for confirmation' });
    expect(within(dialog).getByText(/1 job of the selection cannot be asked/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Each job’s driver' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send 2 jobs' }));
    expect(await within(dialog).findByText('1 of 3 jobs sent for confirmation, 2 failed')).toBeInTheDocument();
    expect(within(dialog).getByText('Job 1002: Sigrid Åkesson has not agreed to receive text messages')).toBeInTheDocument();
    expect(within(dialog).getByText('Job 1003: A completed job cannot be sent for confirmation')).toBeInTheDocument();
    const sent = calls.filter((call) => call.url === '/api/jobs/sms-meta-data');
    expect(sent.map((call) => call.body)).toEqual([
      { data: { job: 'job1', recipientType: 'driver' } },
      { data: { job: 'job2', recipientType: 'driver' } },
    ]);
    expect(toasts).toContainEqual({ status: 'warning', message: '1 of 3 jobs sent for confirmation, 2 failed' });
    // The link of the job sent, given once, to pass on another way; none for the jobs not sent.
    expect(within(dialog).getByRole('textbox', { name: 'Confirmation link for job 1001' })).toHaveValue(
      'https://office.example.se/jobs/confirmJob?token=token-of-job1',
    );
    expect(within(dialog).getAllByRole('button', { name: 'Copy link' })).toHaveLength(1);
  });

  it('deletes only the selected jobs not yet planned', async () => {
    const { platform, calls, toasts } = createFakePlatform(routes());
    renderJobs('/jobs', platform);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select job 1001' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select job 1002' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete jobs' });
    expect(within(dialog).getByText(/1 job of the selection is planned already/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete 1 job' }));
    expect(await within(dialog).findByText('1 job deleted')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/api/jobs/job1']);
    expect(toasts).toContainEqual({ status: 'success', message: '1 job deleted' });
  });

  it('shows a viewer the jobs without prices, drivers or anything that writes', async () => {
    const bare = ROWS.map(({ priceTotal: _price, driver: _driver, ...rest }) => rest);
    const { platform, calls } = createFakePlatform(routes(bare), 'viewer');
    renderJobs('/jobs', platform);
    await screen.findByText('Åkeri 1 AB');
    expect(jobCalls(calls)[0]).not.toContain('populate[driver]');
    expect(jobCalls(calls)[0]).not.toContain('populate[trip]');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create job' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Import' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Price' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Driver' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Drafts' })).toBeInTheDocument();
  });
});
