import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itemReply, listReply, validationReply } from '@haulage/shared/area-kit/testing';
import { renderFleet } from '../../../test/render-fleet';
import { aTruck } from '../../../test/strapi-fixtures';

const areas = [{ id: 1, documentId: 'area-gbg', name: 'Göteborg' }];
const areasRoute = { method: 'GET', path: /^\/api\/areas/, reply: () => listReply(areas) };

const fillRequired = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(await screen.findByLabelText(/Truck name/), 'Volvo FH16');
  await user.type(screen.getByLabelText(/Truck number/), '42');
  await user.type(screen.getByLabelText(/Registration plate number/), 'abc 123');
};

describe('add truck', () => {
  it('shows the contract messages before anything is sent', async () => {
    const user = userEvent.setup();
    const { calls } = renderFleet('/trucks/addTruck', [areasRoute]);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter the truck name')).toBeInTheDocument();
    expect(screen.getByText('Please enter the truck number')).toBeInTheDocument();
    expect(screen.getByText('Please enter the registration plate number')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Registration plate number/), 'NOPE');
    await user.selectOptions(screen.getByLabelText(/Truck status/), 'sold');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Registration plate must be a Swedish plate such as ABC123 or ABC12D')).toBeInTheDocument();
    expect(screen.getByText('A sold truck needs the date it was sold')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('posts {data} and puts the API field messages on the fields', async () => {
    const user = userEvent.setup();
    const taken = validationReply('1 error occurred', [
      { path: ['registrationPlateNumber'], message: 'A truck with this plate already exists' },
    ]);
    const { calls, toasts } = renderFleet('/trucks/addTruck', [
      areasRoute,
      { method: 'POST', path: /^\/api\/trucks$/, reply: () => taken },
    ]);
    await fillRequired(user);
    await screen.findByRole('option', { name: 'Göteborg' });
    await user.selectOptions(screen.getByLabelText(/Area/), 'area-gbg');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('A truck with this plate already exists')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      data: expect.objectContaining({
        truckName: 'Volvo FH16',
        truckNumber: '42',
        registrationPlateNumber: 'ABC123',
        truckType: 'tractor',
        truckStatus: 'available',
        area: 'area-gbg',
        techInspectionDate: null,
        remarks: null,
      }),
    });
    expect(toasts.filter((toast) => toast.status === 'success')).toEqual([]);
  });

  it('confirms success and keeps a flagged save open with the flag at its field', async () => {
    const user = userEvent.setup();
    const created = aTruck({ truckName: 'Volvo FH16' });
    const { toasts } = renderFleet('/trucks/addTruck', [
      {
        method: 'POST',
        path: /^\/api\/trucks$/,
        reply: () => itemReply(created, 201, { warnings: [{ field: 'odometer', message: 'Odometer is lower than before' }] }),
      },
      { method: 'GET', path: new RegExp(`^/api/trucks/${created.documentId}`), reply: () => itemReply(created) },
      { method: 'GET', path: /^\/api\//, reply: () => listReply([]) },
    ]);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts).toContainEqual({ status: 'success', message: 'Truck is created successfully' }));
    expect(await screen.findByText('Odometer is lower than before')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/trucks/addTruck');
  });

  it('opens the new truck when the save raised no flag', async () => {
    const user = userEvent.setup();
    const created = aTruck({ truckName: 'Volvo FH16' });
    renderFleet('/trucks/addTruck', [
      { method: 'POST', path: /^\/api\/trucks$/, reply: () => itemReply(created, 201) },
      { method: 'GET', path: new RegExp(`^/api/trucks/${created.documentId}`), reply: () => itemReply(created) },
      { method: 'GET', path: /^\/api\//, reply: () => listReply([]) },
    ]);
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/trucks/${created.documentId}`));
  });
});
