import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderFleet } from '../../../test/render-fleet';
import { listEnvelope } from '../../../test/strapi-fixtures';
import type { RecordedRequest } from '../../../test/fake-platform';

const anna = {
  id: 1, documentId: 'driver-anna', firstName: 'Anna', lastName: 'Berg', employeeNumber: 'E-17', phoneNumber: '+46701234567',
  driverStatus: 'active', employmentType: 'full_time', licenceClasses: ['CE'], licenceExpiryDate: null, code95ExpiryDate: null,
  driverCardExpiryDate: null, adrExpiryDate: null, area: null, trucks: [],
};

const route = (request: RecordedRequest) => {
  if (request.method === 'DELETE' && request.url === '/api/drivers/driver-anna') return { status: 204, data: '' };
  if (request.url === '/api/drivers/driver-anna') return { status: 200, data: { data: anna, meta: {} } };
  if (request.method === 'GET') return listEnvelope([]);
  return undefined;
};

describe('delete driver', () => {
  it('asks first, deletes and goes back to the list', async () => {
    const user = userEvent.setup();
    const { requests, toast } = renderFleet('/drivers/driver-anna', route, 'admin');
    await user.click(await screen.findByRole('button', { name: 'Delete driver' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Delete Anna Berg?');
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', 'Driver is deleted successfully'));
    expect(requests.some((r) => r.method === 'DELETE' && r.url === '/api/drivers/driver-anna')).toBe(true);
    await waitFor(() => expect(window.location.pathname).toBe('/drivers'));
  });

  it('is not offered to a dispatcher', async () => {
    renderFleet('/drivers/driver-anna', route, 'dispatcher');
    expect(await screen.findByRole('button', { name: 'Edit driver' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete driver' })).not.toBeInTheDocument();
  });
});
