import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform, entry, itemReply, listCalls, listReply, type FakeRoute } from '@haulage/shared/area-kit/testing';
import { renderJobs } from '#testing';

const draft = (n: number) => ({
  ...entry(`draft${n}`, n),
  jobNumber: 2000 + n,
  kind: 'job',
  status: 'draft',
  customerReference: `PO-${n}`,
  plannedDate: '2026-03-04',
  customer: { ...entry(`cust${n}`, n), companyName: `Åkeri ${n} AB` },
  stops: [
    { ...entry(`s${n}a`), sequence: 1, type: 'pickup', place: 'Tetra Pak Lund, Lund' },
    { ...entry(`s${n}b`), sequence: 2, type: 'delivery', place: 'Malmö Norra hamnen, Malmö' },
  ],
});

const routes: FakeRoute[] = [
  { method: 'GET', path: /^\/api\/jobs\?/, reply: () => listReply([draft(1), draft(2)], 1, 20, 23) },
  {
    method: 'POST',
    path: /^\/api\/jobs\/draft2\/status$/,
    reply: () => [400, { data: null, error: { status: 400, name: 'ValidationError', message: 'Please choose a customer', details: {} } }],
  },
  { method: 'POST', path: /^\/api\/jobs\/draft1\/status$/, reply: () => itemReply({ ...draft(1), status: 'open' }) },
  { method: 'DELETE', path: /^\/api\/jobs\/draft1$/, reply: () => [204, null] },
];

describe('drafts', () => {
  it('lists 20 drafts a page with their own paging, and edits one in the job form', async () => {
    const { platform, calls } = createFakePlatform(routes);
    renderJobs('/jobs/drafts', platform);
    expect(await screen.findByRole('heading', { level: 1, name: 'Draft jobs' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Drafts' });
    expect(within(table).getAllByText('Tetra Pak Lund, Lund → Malmö Norra hamnen, Malmö')).toHaveLength(2);
    expect(listCalls(calls, '/api/jobs')[0]).toContain('filters[kind][$eq]=job&filters[status][$eq]=draft');
    expect(listCalls(calls, '/api/jobs')[0]).toContain('pagination[pageSize]=20');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit draft 2001' })).toHaveAttribute('href', '/jobs/editJob?id=draft1');
    await userEvent.click(screen.getByRole('button', { name: /next/i }));
    await waitFor(() => expect(listCalls(calls, '/api/jobs').at(-1)).toContain('pagination[page]=2'));
  });

  it('submits a draft after asking, and says so', async () => {
    const { platform, calls, toasts } = createFakePlatform(routes);
    renderJobs('/jobs/drafts', platform);
    await userEvent.click(await screen.findByRole('button', { name: 'Submit draft 2001' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Submit draft' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(toasts).toContainEqual({ status: 'success', message: 'Job 2001 is submitted' }));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ url: '/api/jobs/draft1/status', body: { data: { to: 'open' } } });
  });

  it('keeps the question open while the list refreshes underneath', async () => {
    const { platform, calls, realtime } = createFakePlatform(routes);
    renderJobs('/jobs/drafts', platform);
    await userEvent.click(await screen.findByRole('button', { name: 'Submit draft 2001' }));
    await screen.findByRole('alertdialog', { name: 'Submit draft' });
    const before = listCalls(calls, '/api/jobs').length;
    act(() => realtime.publish('jobs', 'updated', { id: 2, documentId: 'draft2' }));
    await waitFor(() => expect(listCalls(calls, '/api/jobs').length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.getByRole('table', { name: 'Drafts', hidden: true })).not.toHaveAttribute('aria-busy'));
    expect(screen.getByRole('alertdialog', { name: 'Submit draft' })).toBeInTheDocument();
  });

  it('keeps the dialog open with the API’s refusal in it', async () => {
    const { platform } = createFakePlatform(routes);
    renderJobs('/jobs/drafts', platform);
    await userEvent.click(await screen.findByRole('button', { name: 'Submit draft 2002' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Submit draft' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please choose a customer');
    expect(screen.getByRole('alertdialog', { name: 'Submit draft' })).toBeInTheDocument();
  });

  it('deletes a draft after asking', async () => {
    const { platform, calls, toasts } = createFakePlatform(routes);
    renderJobs('/jobs/drafts', platform);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete draft 2001' }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Delete draft' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts).toContainEqual({ status: 'success', message: 'Draft 2001 is deleted' }));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/api/jobs/draft1']);
  });

  it('shows a viewer the drafts without actions', async () => {
    const { platform } = createFakePlatform(routes, 'viewer');
    renderJobs('/jobs/drafts', platform);
    await screen.findByRole('table', { name: 'Drafts' });
    expect(screen.queryByRole('button', { name: /Submit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create job' })).not.toBeInTheDocument();
  });
});
