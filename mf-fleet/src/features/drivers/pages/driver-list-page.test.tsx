import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listCalls, listReply } from '@haulage/shared/area-kit/testing';
import { renderFleet } from '../../../test/render-fleet';

const anna = {
  id: 1,
  documentId: 'driver-anna',
  firstName: 'Anna',
  lastName: 'Berg',
  employeeNumber: 'E-17',
  phoneNumber: '+46701234567',
  driverStatus: 'active',
  licenceClasses: ['CE'],
  licenceExpiryDate: null,
  code95ExpiryDate: null,
  driverCardExpiryDate: null,
  area: null,
};
const drivers = { method: 'GET', path: /^\/api\/drivers\?/, reply: () => listReply([anna]) };

describe('driver list', () => {
  it('sends what the user types as the server-side search', async () => {
    const user = userEvent.setup();
    const { calls } = renderFleet('/drivers', [drivers]);
    expect(await screen.findByRole('link', { name: 'Anna Berg' })).toHaveAttribute('href', '/drivers/driver-anna');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'berg');
    await waitFor(() => expect(listCalls(calls, '/api/drivers').at(-1)).toContain('_q=berg'));
    expect(screen.getByRole('button', { name: 'Add driver' })).toBeInTheDocument();
  });

  it('is not shown to a viewer, and nothing is requested', async () => {
    const { calls } = renderFleet('/drivers', [drivers], 'viewer');
    expect(await screen.findByText('403 Unauthorized')).toBeInTheDocument();
    expect(listCalls(calls, '/api/drivers')).toHaveLength(0);
  });
});
