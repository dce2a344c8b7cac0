import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform, entry, listReply } from '@haulage/shared/area-kit/testing';
import { renderFinance } from '#testing';
import { previewDraft } from '../test/invoice-fixtures';

describe('customer invoicing', () => {
  it('previews what each customer will be invoiced, then creates the drafts batch by batch', async () => {
    let batches = 0;
    const { platform, calls, toasts } = createFakePlatform([
      {
        method: 'POST',
        path: /^\/api\/customers\/invoices\/preview/,
        reply: () => [
          200,
          {
            data: [previewDraft()],
            meta: { jobs: 600, drafts: 1, totals: [{ currency: 'SEK', subtotal: 920_000, vatTotal: 230_000, total: 1_150_000 }] },
          },
        ],
      },
      {
        method: 'POST',
        path: /^\/api\/customers\/invoices$/,
        reply: () => {
          batches += 1;
          const run =
            batches === 1
              ? { jobsDone: 500, draftsCreated: 1, jobsRemaining: 100, complete: false }
              : { jobsDone: 100, draftsCreated: 1, jobsRemaining: 0, complete: true };
          return [201, { data: [], meta: { run } }];
        },
      },
      { method: 'GET', path: /^\/api\//, reply: () => listReply([]) },
    ]);
    renderFinance('/invoices/customersInvoicing?from=2026-10-01&to=2026-10-31', platform);
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer invoicing' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const table = await screen.findByRole('table', { name: 'Invoicing preview' });
    expect(table).toHaveTextContent('Åkeri Nord AB');
    expect(table).toHaveTextContent('25 %: 2 300,00 kr on 9 200,00 kr');
    expect(table).toHaveTextContent('11 500,00 kr');
    const preview = calls.find((call) => call.url.startsWith('/api/customers/invoices/preview'));
    expect(preview?.body).toEqual({ data: { from: '2026-10-01', to: '2026-10-31', perJob: false } });

    await userEvent.click(screen.getByRole('button', { name: 'Create draft invoices' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Done: 2 drafts created from 600 jobs'));
    expect(batches).toBe(2);
    expect(toasts).toContainEqual({ status: 'success', message: 'Created 2 draft invoices' });
  });
});

describe('invoice per job', () => {
  it('marks the drafts of customers invoiced per job, and keeps the choice for everyone in the URL when ticked', async () => {
    const sydfrakt = { id: 2, documentId: 'cust2', companyName: 'Sydfrakt AB' };
    const { platform } = createFakePlatform([
      {
        method: 'POST',
        path: /^\/api\/customers\/invoices\/preview/,
        reply: () => [
          200,
          {
            data: [previewDraft(), previewDraft({ customer: sydfrakt, perJob: true }), previewDraft({ customer: sydfrakt, perJob: true })],
            meta: { jobs: 3, drafts: 3, totals: [] },
          },
        ],
      },
      { method: 'GET', path: /^\/api\//, reply: () => listReply([]) },
    ]);
    renderFinance('/invoices/customersInvoicing?from=2026-10-01&to=2026-10-31', platform);
    await userEvent.click(await screen.findByRole('button', { name: 'Preview' }));
    const table = await screen.findByRole('table', { name: 'Invoicing preview' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).queryByText('Per job') !== null)).toEqual([false, true, true]);
    expect(rows[1]).toHaveTextContent('Sydfrakt AB');

    await userEvent.click(screen.getByRole('checkbox', { name: 'One invoice per job for every customer' }));
    // A changed choice drops the preview it no longer matches, and the URL keeps it.
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Invoicing preview' })).not.toBeInTheDocument());
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('perJob')).toBe('1'));
  });

  it('asks for one invoice per job for every customer when the run says so', async () => {
    const { platform, calls } = createFakePlatform([
      {
        method: 'POST',
        path: /^\/api\/customers\/invoices\/preview/,
        reply: () => [200, { data: [previewDraft({ perJob: true })], meta: { jobs: 1, drafts: 1, totals: [] } }],
      },
      { method: 'GET', path: /^\/api\//, reply: () => listReply([]) },
    ]);
    renderFinance('/invoices/customersInvoicing?from=2026-10-01&to=2026-10-31&perJob=1', platform);
    expect(await screen.findByRole('checkbox', { name: 'One invoice per job for every customer' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url.startsWith('/api/customers/invoices/preview'))?.body).toEqual({
        data: { from: '2026-10-01', to: '2026-10-31', perJob: true },
      }),
    );
  });
});

describe("the run's customers", () => {
  it('searches customers on the server and sends only the chosen ones in the preview and the run', async () => {
    const nord = { ...entry('cust1'), companyName: 'Åkeri Nord AB' };
    const syd = { ...entry('cust2'), companyName: 'Sydfrakt AB' };
    const { platform, calls } = createFakePlatform([
      {
        method: 'POST',
        path: /^\/api\/customers\/invoices\/preview/,
        reply: () => [200, { data: [previewDraft()], meta: { jobs: 3, drafts: 1, totals: [] } }],
      },
      {
        method: 'POST',
        path: /^\/api\/customers\/invoices$/,
        reply: () => [201, { data: [], meta: { run: { jobsDone: 3, draftsCreated: 1, jobsRemaining: 0, complete: true } } }],
      },
      { method: 'GET', path: /^\/api\/customers\?.*_q=Nord/, reply: () => listReply([nord]) },
      { method: 'GET', path: /^\/api\/customers\?/, reply: () => listReply([nord, syd]) },
      { method: 'GET', path: /^\/api\//, reply: () => listReply([]) },
    ]);
    renderFinance('/invoices/customersInvoicing?from=2026-10-01&to=2026-10-31', platform);
    const chosen = await screen.findByRole('group', { name: 'Chosen customers' });
    expect(chosen).toHaveTextContent('All customers');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'Nord');
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Sydfrakt AB' })).not.toBeInTheDocument());
    expect(calls.some((call) => call.url.startsWith('/api/customers?') && call.url.includes('_q=Nord'))).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Åkeri Nord AB' }));
    expect(chosen).toHaveTextContent('Åkeri Nord AB');

    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByRole('table', { name: 'Invoicing preview' });
    const preview = calls.find((call) => call.url.startsWith('/api/customers/invoices/preview'));
    expect(preview?.body).toEqual({ data: { from: '2026-10-01', to: '2026-10-31', perJob: false, customers: ['cust1'] } });

    await userEvent.click(screen.getByRole('button', { name: 'Create draft invoices' }));
    await waitFor(() => expect(calls.some((call) => call.url === '/api/customers/invoices')).toBe(true));
    expect(calls.find((call) => call.url === '/api/customers/invoices')?.body).toEqual({
      data: { from: '2026-10-01', to: '2026-10-31', perJob: false, customers: ['cust1'] },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Remove Åkeri Nord AB' }));
    expect(chosen).toHaveTextContent('All customers');
  });
});

describe('completed jobs to check', () => {
  it('moves the chosen completed jobs of the period to ready to invoice in one call', async () => {
    const job = {
      ...entry('job7'),
      jobNumber: 1042,
      plannedDate: '2026-10-14',
      priceTotal: 920_000,
      customer: { companyName: 'Åkeri Nord AB' },
    };
    const { platform, calls, toasts } = createFakePlatform([
      { method: 'POST', path: /^\/api\/jobs\/ready-to-invoice$/, reply: () => [200, { data: [], meta: { count: 1 } }] },
      { method: 'GET', path: /^\/api\/jobs\?/, reply: () => listReply([job]) },
      { method: 'GET', path: /^\/api\//, reply: () => listReply([]) },
    ]);
    renderFinance('/invoices/customersInvoicing?from=2026-10-01&to=2026-10-31', platform);
    const table = await screen.findByRole('table', { name: 'Completed jobs' });
    await waitFor(() => expect(table).toHaveTextContent('9 200,00 kr'));
    const listCall = calls.find((call) => call.url.startsWith('/api/jobs?'));
    expect(listCall?.url).toContain('filters[status][$eq]=completed');
    expect(listCall?.url).toContain('filters[plannedDate][$gte]=2026-10-01');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Job 1042' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark ready to invoice (1)' }));
    await waitFor(() => expect(toasts).toContainEqual({ status: 'success', message: '1 job ready to invoice' }));
    expect(calls.find((call) => call.url === '/api/jobs/ready-to-invoice')?.body).toEqual({ data: { jobs: ['job7'] } });
  });

  it('follows the run’s customers and period, newest first, paged on the server', async () => {
    const nord = { ...entry('cust1'), companyName: 'Åkeri Nord AB' };
    const job = (n: number, customer: string) => ({
      ...entry(`job${n}`),
      jobNumber: n,
      plannedDate: '2026-10-14',
      priceTotal: 100_00,
      customer: { companyName: customer },
    });
    const { platform, calls } = createFakePlatform([
      {
        method: 'GET',
        path: /^\/api\/jobs\?.*filters\[customer\]\[documentId\]\[\$in\]\[0\]=cust1/,
        reply: () => listReply([job(1001, 'Åkeri Nord AB')]),
      },
      { method: 'GET', path: /^\/api\/jobs\?/, reply: () => listReply([job(1001, 'Åkeri Nord AB'), job(1002, 'Sydfrakt AB')]) },
      { method: 'GET', path: /^\/api\/customers\?/, reply: () => listReply([nord]) },
      { method: 'GET', path: /^\/api\//, reply: () => listReply([]) },
    ]);
    renderFinance('/invoices/customersInvoicing?from=2026-10-01&to=2026-10-31', platform);
    const table = await screen.findByRole('table', { name: 'Completed jobs' });
    await waitFor(() => expect(table).toHaveTextContent('Sydfrakt AB'));
    const first = calls.find((call) => call.url.startsWith('/api/jobs?'))!.url;
    expect(first).toContain('sort[0]=plannedDate:desc');
    expect(first).toContain('filters[plannedDate][$lte]=2026-10-31');
    expect(first).not.toContain('filters[customer]');

    await userEvent.click(await screen.findByRole('checkbox', { name: 'Åkeri Nord AB' }));
    const completed = () => screen.getByRole('table', { name: 'Completed jobs' });
    await waitFor(() => expect(completed()).not.toHaveTextContent('Sydfrakt AB'));
    await waitFor(() => expect(completed()).toHaveTextContent('1001'));
    const chosen = calls.filter((call) => call.url.startsWith('/api/jobs?')).at(-1)!.url;
    expect(chosen).toContain('filters[customer][documentId][$in][0]=cust1');
    expect(chosen).toContain('filters[plannedDate][$gte]=2026-10-01');
    expect(chosen).toContain('pagination[page]=1');
  });
});
