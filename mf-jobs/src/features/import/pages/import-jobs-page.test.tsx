import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform, entry, listReply, type FakeCall, type FakeRoute } from '@haulage/shared/area-kit/testing';
import { renderJobs } from '#testing';

const HEADER = 'customer;customerReference;plannedDate;weightKg;adr';
const BAD = [
  HEADER,
  '556036-0793;A-1;2026-03-02;12 500;nej',
  'Åkeri Väst AB;A-2;2026-03-02;tolv;ja',
  'Okänd AB;A-3;2026-03-02;800;nej',
].join('\n');
const GOOD = [HEADER, '556036-0793;A-1;2026-03-02;12 500;nej', 'Åkeri Väst AB;A-2;2026-03-02;800;ja'].join('\n');

const parsed = [
  {
    kind: 'job',
    status: 'open',
    customer: 5,
    customerReference: 'A-1',
    plannedDate: '2026-03-02',
    weightKg: 12500,
    adr: false,
    vehicleClass: 'truck',
  },
  {
    kind: 'job',
    status: 'open',
    customer: 7,
    customerReference: 'A-2',
    plannedDate: '2026-03-02',
    weightKg: 800,
    adr: true,
    vehicleClass: 'truck',
  },
];

const refusal = [
  400,
  {
    data: null,
    error: {
      status: 400,
      name: 'ValidationError',
      message: 'Row 2 (line 3), weightKg: Weight must be a number (and 1 more)',
      details: {
        errors: [
          { path: [1, 'weightKg'], message: 'Weight must be a number', name: 'ValidationError' },
          { path: [2, 'customer'], message: 'No customer is called or numbered "Okänd AB"', name: 'ValidationError' },
        ],
      },
    },
  },
] as const;

const routes: FakeRoute[] = [
  {
    method: 'POST',
    path: /^\/api\/jobs\/raw\?dryRun=true$/,
    reply: (call) =>
      (call.body.data as { csv: string }).csv.includes('tolv') ? [...refusal] : [200, { data: parsed, meta: { dryRun: true, count: 2 } }],
  },
  {
    method: 'POST',
    path: /^\/api\/jobs\/raw$/,
    reply: () => [201, { data: parsed.map((job, i) => ({ ...entry(`new${i}`), ...job })), meta: { count: 2 } }],
  },
  {
    method: 'GET',
    path: /^\/api\/customers\?/,
    reply: () =>
      listReply([
        { ...entry('c5', 5), companyName: 'Lindqvist Åkeri AB' },
        { ...entry('c7', 7), companyName: 'Åkeri Väst AB' },
      ]),
  },
];

const writes = (calls: FakeCall[]) => calls.filter((call) => call.method === 'POST' && call.url === '/api/jobs/raw');

const replaceText = async (text: string) => {
  const box = screen.getByLabelText('CSV text');
  await userEvent.clear(box);
  await userEvent.click(box);
  await userEvent.paste(text);
};

describe('import jobs', () => {
  it('reads a chosen file, checks it, and names every bad row as the API does without writing anything', async () => {
    const { platform, calls } = createFakePlatform(routes);
    renderJobs('/jobs/import', platform);
    expect(await screen.findByRole('heading', { level: 1, name: 'Import jobs' })).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('CSV file'), new File([BAD], 'jobs.csv', { type: 'text/csv' }));
    await waitFor(() => expect(screen.getByLabelText('CSV text')).toHaveValue(BAD));
    await userEvent.click(screen.getByRole('button', { name: 'Check the jobs' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Row 2 (line 3), weightKg: Weight must be a number')).toBeInTheDocument();
    expect(within(alert).getByText('Row 3 (line 4), customer: No customer is called or numbered "Okänd AB"')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/jobs/raw?dryRun=true')!.body).toEqual({ data: { csv: BAD } });
    expect(screen.queryByRole('button', { name: /^Import/ })).not.toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);
  });

  it('shows the checked jobs, imports exactly them, and says how many', async () => {
    const { platform, calls, toasts } = createFakePlatform(routes);
    renderJobs('/jobs/import', platform);
    await screen.findByRole('heading', { level: 1, name: 'Import jobs' });
    await replaceText(GOOD);
    await userEvent.click(screen.getByRole('button', { name: 'Check the jobs' }));
    const table = await screen.findByRole('table', { name: 'Jobs to import' });
    expect(await within(table).findByText('Lindqvist Åkeri AB')).toBeInTheDocument();
    expect(within(table).getByText('12 500 kg')).toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith('/api/customers?') && call.url.includes('filters[id][$in][0]=5'))).toBe(true);
    expect(writes(calls)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Import 2 jobs' }));
    await waitFor(() => expect(toasts).toContainEqual({ status: 'success', message: '2 jobs imported' }));
    expect(writes(calls)[0]!.body).toEqual({ data: { csv: GOOD } });
    expect(screen.getByText(/2 jobs imported\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show the job list' })).toHaveAttribute('href', '/jobs');
  });

  it('asks for a new check once the checked text is changed', async () => {
    const { platform } = createFakePlatform(routes);
    renderJobs('/jobs/import', platform);
    await screen.findByRole('heading', { level: 1, name: 'Import jobs' });
    await replaceText(GOOD);
    await userEvent.click(screen.getByRole('button', { name: 'Check the jobs' }));
    expect(await screen.findByRole('button', { name: 'Import 2 jobs' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('CSV text'), ' ');
    expect(screen.queryByRole('button', { name: 'Import 2 jobs' })).not.toBeInTheDocument();
  });

  it('offers an example CSV with the column names, built in the browser', async () => {
    const { platform } = createFakePlatform(routes);
    renderJobs('/jobs/import', platform);
    const link = await screen.findByRole('link', { name: 'Download an example CSV' });
    expect(link).toHaveAttribute('download', 'jobs-example.csv');
    expect(decodeURIComponent(link.getAttribute('href')!)).toContain(
      'customer;customerReference;plannedDate;goodsDescription;goodsMarks;packageCount;packaging;weightKg;volumeM3',
    );
  });

  it('lets a viewer import nothing', async () => {
    const { platform } = createFakePlatform(routes, 'viewer');
    renderJobs('/jobs/import', platform);
    expect(await screen.findByText('Importing jobs is for dispatchers')).toBeInTheDocument();
    expect(screen.queryByLabelText('CSV file')).not.toBeInTheDocument();
  });
});
