import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itemReply, listReply, type FakeRoute } from '@haulage/shared/area-kit/testing';
import { renderFleet } from '../../../test/render-fleet';

const anna = {
  id: 1,
  documentId: 'driver-anna',
  firstName: 'Anna',
  lastName: 'Berg',
  employeeNumber: 'E-17',
  phoneNumber: '+46701234567',
  driverStatus: 'active',
  employmentType: 'full_time',
  licenceClasses: ['CE'],
  licenceExpiryDate: null,
  code95ExpiryDate: null,
  driverCardExpiryDate: null,
  adrExpiryDate: null,
  area: null,
  trucks: [],
};

const routes: FakeRoute[] = [
  { method: 'DELETE', path: /^\/api\/drivers\/driver-anna$/, reply: () => [204, ''] },
  { method: 'GET', path: /^\/api\/drivers\/driver-anna(\?|$)/, reply: () => itemReply(anna) },
  { method: 'GET', path: /^\/api\//, reply: () => listReply([]) },
];

describe('delete driver', () => {
  it('asks first, deletes and goes back to the list', async () => {
    const user = userEvent.setup();
    const { calls, toasts } = renderFleet('/drivers/driver-anna', routes, 'admin');
    await user.click(await screen.findByRole('button', { name: 'Delete driver' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Delete Anna Berg?');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts).toContainEqual({ status: 'success', message: 'Driver is deleted successfully' }));
    expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/drivers/driver-anna')).toBe(true);
    await waitFor(() => expect(window.location.pathname).toBe('/drivers'));
  });

  it('is not offered to a dispatcher', async () => {
    renderFleet('/drivers/driver-anna', routes, 'dispatcher');
    expect(await screen.findByRole('button', { name: 'Edit driver' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete driver' })).not.toBeInTheDocument();
  });
});

describe('a driver page whose id names another route of the API', () => {
  it('says the driver was not found instead of breaking the area', async () => {
    // `/api/drivers/salaries` is the payslips' list: not a driver.
    renderFleet('/drivers/salaries', [{ method: 'GET', path: /^\/api\//, reply: () => listReply([anna]) }], 'admin');
    expect(await screen.findByText('Driver could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Not Found')).toBeInTheDocument();
  });
});
