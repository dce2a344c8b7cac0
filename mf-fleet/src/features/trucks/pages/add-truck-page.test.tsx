import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderFleet } from '../../../test/render-fleet';
import { aTruck, listEnvelope, validationError } from '../../../test/strapi-fixtures';
import type { RecordedRequest } from '../../../test/fake-platform';

const areas = [{ id: 1, documentId: 'area-gbg', name: 'Göteborg' }];

const fillRequired = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(await screen.findByLabelText(/Truck name/), 'Volvo FH16');
  await user.type(screen.getByLabelText(/Truck number/), '42');
  await user.type(screen.getByLabelText(/Registration plate number/), 'abc 123');
};

describe('add truck', () => {
  it('shows the contract messages before anything is sent', async () => {
    const user = userEvent.setup();
    const { requests } = renderFleet('/trucks/addTruck', (r) => (r.url.startsWith('/api/areas') ? listEnvelope(areas) : undefined));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter the truck name')).toBeInTheDocument();
    expect(screen.getByText('Please enter the truck number')).toBeInTheDocument();
    expect(screen.getByText('Please enter the registration plate number')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Registration plate number/), 'NOPE');
    await user.selectOptions(screen.getByLabelText(/Truck status/), 'sold');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Registration plate must be a Swedish plate such as ABC123 or ABC12D')).toBeInTheDocument();
    expect(screen.getByText('A sold truck needs the date it was sold')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('posts {data} and puts the API field messages on the fields', async () => {
    const user = userEvent.setup();
    const { requests, toast } = renderFleet('/trucks/addTruck', (r: RecordedRequest) => {
      if (r.url.startsWith('/api/areas')) return listEnvelope(areas);
      if (r.method === 'POST' && r.url === '/api/trucks') {
        return validationError('1 error occurred', [{ path: ['registrationPlateNumber'], message: 'A truck with this plate already exists' }]);
      }
      return undefined;
    });
    await fillRequired(user);
    await screen.findByRole('option', { name: 'Göteborg' });
    await user.selectOptions(screen.getByLabelText(/Area/), 'area-gbg');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('A truck with this plate already exists')).toBeInTheDocument();
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.data).toEqual({
      data: expect.objectContaining({
        truckName: 'Volvo FH16', truckNumber: '42', registrationPlateNumber: 'ABC123', truckType: 'tractor',
        truckStatus: 'available', area: 'area-gbg', techInspectionDate: null, remarks: null,
      }),
    });
    expect(toast).not.toHaveBeenCalledWith('success', expect.anything());
  });

  it('confirms success, shows API warnings and opens the new truck', async () => {
    const user = userEvent.setup();
    const created = aTruck({ truckName: 'Volvo FH16' });
    const { toast } = renderFleet('/trucks/addTruck', (r) => {
      if (r.method === 'POST') return { status: 201, data: { data: created, meta: { warnings: [{ field: 'odometer', message: 'Odometer is lower than before' }] } } };
      if (r.url.startsWith(`/api/trucks/${created.documentId}`)) return { status: 200, data: { data: created, meta: {} } };
      return listEnvelope([]);
    });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', 'Truck is created successfully'));
    expect(toast).toHaveBeenCalledWith('warning', 'Odometer is lower than before');
    await waitFor(() => expect(window.location.pathname).toBe(`/trucks/${created.documentId}`));
  });
});
