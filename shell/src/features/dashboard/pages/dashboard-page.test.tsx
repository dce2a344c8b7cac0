import { screen, within } from '@testing-library/react';
import type { FleetSummary } from '@haulage/shared/contracts';
import { fakeToken } from '../../../testing/fake-http';
import { renderShell } from '../../../testing/render-shell';
import { DashboardPage } from './dashboard-page';

const summary: FleetSummary = {
  trucksByStatus: { available: 14, in_workshop: 3, out_of_service: 1, sold: 2 },
  totalTrucks: 20,
  totalDrivers: 30,
  totalTrailers: 10,
  due: [
    {
      kind: 'techInspection',
      resource: 'trucks',
      documentId: 'truckdoc000000000000000a',
      subject: 'ABC123 Volvo FH',
      date: '2020-01-10',
      status: 'overdue',
    },
    {
      kind: 'driverLicence',
      resource: 'drivers',
      documentId: 'driverdoc00000000000000b',
      subject: 'Anna Berg',
      date: '2020-01-12',
      status: 'overdue',
    },
  ],
};

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
    expect(await screen.findByText('The fleet figures could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
