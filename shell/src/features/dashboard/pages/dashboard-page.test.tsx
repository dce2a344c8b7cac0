import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { officeToday } from '@haulage/shared/contracts';
import { fakeToken } from '../../../testing/fake-http';
import { renderShell } from '../../../testing/render-shell';
import { firstOfMonth, lastOfMonth, monthOf, shiftMonth } from '../model/calendar-month';
import { DashboardPage } from './dashboard-page';
import { isCall, ok, paramsOf, reportTotal, summary } from './dashboard-test-server';

const month = monthOf(officeToday());
const lastMonth = shiftMonth(month, -1);

describe('DashboardPage', () => {
  it('shows the fleet figures and links each due item to its page', async () => {
    renderShell(<DashboardPage />, {
      path: '/dashboard',
      token: fakeToken(),
      server: (config) => (config.url === '/api/fleet-summary' ? { status: 200, data: summary } : undefined),
    });
    expect(await screen.findByRole('link', { name: 'ABC123 Volvo FH' })).toHaveAttribute('href', '/trucks/truckdoc000000000000000a');
    expect(screen.getByRole('link', { name: 'Anna Berg' })).toHaveAttribute('href', '/drivers/driverdoc00000000000000b');
    expect(screen.getAllByText('Overdue')).toHaveLength(2);
    expect(screen.getByText('Roadworthiness inspection')).toBeInTheDocument();
    const byStatus = screen.getByRole('group', { name: 'Trucks by status' });
    expect(within(byStatus).getByText('In workshop')).toBeInTheDocument();
    expect(within(byStatus).getByText('14')).toBeInTheDocument();
    expect(screen.getByText('30')).toBeInTheDocument();
  });

  it('offers a retry when the figures cannot be loaded', async () => {
    renderShell(<DashboardPage />, { path: '/dashboard', token: fakeToken(), server: () => ({ status: 500, data: {} }) });
    const fleet = (await screen.findByText('The fleet figures could not be loaded.')).closest('[role=alert]') as HTMLElement;
    expect(within(fleet).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(await screen.findByText('The totals could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('The calendar could not be loaded.')).toBeInTheDocument();
  });

  it('totals the kilometres and revenue of the jobs completed this month, and of another period when chosen', async () => {
    const { calls } = renderShell(<DashboardPage />, {
      path: '/dashboard',
      token: fakeToken({ type: 'finance' }),
      server: (config) => {
        if (!isCall(config, 'get', '/api/jobs/report')) return config.url === '/api/events' ? ok({ data: [] }) : undefined;
        return paramsOf(config).from === firstOfMonth(month)
          ? reportTotal({ jobs: 42, km: 12345.6, hours: 300, revenue: 123_456_789 })
          : reportTotal({ jobs: 1, km: 80, hours: 2, revenue: 150_000 });
      },
    });
    const totals = await screen.findByRole('group', { name: 'Totals of completed jobs' });
    expect(await within(totals).findByText('12 346 km')).toBeInTheDocument();
    expect(within(totals).getByText('1 234 568 kr')).toBeInTheDocument();
    expect(within(totals).getByText('42 jobs')).toBeInTheDocument();
    expect(within(totals).getByText('Invoiceable value of completed jobs, excl. VAT')).toBeInTheDocument();
    const report = calls.filter((c) => c.url === '/api/jobs/report');
    expect(paramsOf(report[0]!)).toEqual({ from: firstOfMonth(month), to: lastOfMonth(month), groupBy: 'month' });

    await userEvent.selectOptions(screen.getByLabelText('Period'), 'Last month');
    expect(await within(totals).findByText('80 km')).toBeInTheDocument();
    expect(within(totals).getByText('1 500 kr')).toBeInTheDocument();
    expect(within(totals).getByText('1 job')).toBeInTheDocument();
    expect(paramsOf(calls.filter((c) => c.url === '/api/jobs/report').at(-1)!)).toMatchObject({
      from: firstOfMonth(lastMonth),
      to: lastOfMonth(lastMonth),
    });
  });

  it('explains a custom period the report cannot answer instead of asking for it', async () => {
    const { calls } = renderShell(<DashboardPage />, {
      path: '/dashboard',
      token: fakeToken(),
      server: (config) => (config.url === '/api/jobs/report' ? reportTotal({ jobs: 0, km: 0, hours: 0, revenue: 0 }) : undefined),
    });
    await userEvent.selectOptions(await screen.findByLabelText('Period'), 'Custom dates');
    const first = screen.getByLabelText('First day');
    await userEvent.clear(first);
    await userEvent.type(first, '2026-02-10');
    const last = screen.getByLabelText('Last day');
    await userEvent.clear(last);
    await userEvent.type(last, '2026-02-01');
    expect(screen.getByText('The last day cannot be before the first')).toBeInTheDocument();
    expect(last).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(last);
    await userEvent.type(last, '2026-02-28');
    await waitFor(() =>
      expect(paramsOf(calls.filter((c) => c.url === '/api/jobs/report').at(-1)!)).toMatchObject({ from: '2026-02-10', to: '2026-02-28' }),
    );
    expect(calls.filter((c) => c.url === '/api/jobs/report' && paramsOf(c).to === '2026-02-01')).toHaveLength(0);
  });

  it('shows no money to a viewer, who may not read the report', async () => {
    const { calls } = renderShell(<DashboardPage />, {
      path: '/dashboard',
      token: fakeToken({ type: 'viewer' }),
      server: (config) => (config.url === '/api/fleet-summary' ? ok(summary) : config.url === '/api/events' ? ok({ data: [] }) : undefined),
    });
    expect(await screen.findByRole('table', { name: /^Calendar, / })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Completed jobs' })).not.toBeInTheDocument();
    expect(screen.queryByText(/excl\. VAT/)).not.toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/jobs/report')).toBe(false);
  });
});
