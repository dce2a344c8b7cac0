import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listRequests, renderFleet } from '../../../test/render-fleet';
import { listEnvelope } from '../../../test/strapi-fixtures';

const anna = {
  id: 1, documentId: 'driver-anna', firstName: 'Anna', lastName: 'Berg', employeeNumber: 'E-17', phoneNumber: '+46701234567',
  driverStatus: 'active', licenceClasses: ['CE'], licenceExpiryDate: null, code95ExpiryDate: null, driverCardExpiryDate: null, area: null,
};

describe('driver list', () => {
  it('searches over name, employee number and phone', async () => {
    const user = userEvent.setup();
    const { requests } = renderFleet('/drivers', (r) => (r.url.startsWith('/api/drivers?') ? listEnvelope([anna]) : undefined));
    expect(await screen.findByRole('link', { name: 'Anna Berg' })).toHaveAttribute('href', '/drivers/driver-anna');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'berg');
    await waitFor(() => expect(listRequests(requests, '/api/drivers').at(-1)).toContain('filters[$or][3][phoneNumber][$containsi]=berg'));
    const url = listRequests(requests, '/api/drivers').at(-1);
    expect(url).toContain('filters[$or][0][firstName][$containsi]=berg');
    expect(url).toContain('filters[$or][2][employeeNumber][$containsi]=berg');
    expect(screen.getByRole('button', { name: 'Add driver' })).toBeInTheDocument();
  });

  it('is not shown to a viewer, and nothing is requested', async () => {
    const { requests } = renderFleet('/drivers', () => listEnvelope([anna]), 'viewer');
    expect(await screen.findByText('403 Unauthorized')).toBeInTheDocument();
    expect(listRequests(requests, '/api/drivers')).toHaveLength(0);
  });
});
