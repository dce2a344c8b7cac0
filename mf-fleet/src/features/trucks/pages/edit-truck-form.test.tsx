import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Area } from '@haulage/shared/contracts';
import { itemReply, listReply, validationReply, type FakeReply, type FakeRoute } from '@haulage/shared/area-kit/testing';
import { renderFleet } from '../../../test/render-fleet';
import { aTruck } from '../../../test/strapi-fixtures';

const north = { id: 7, documentId: 'area-north', name: 'North' } as Area;
const south = { id: 8, documentId: 'area-south', name: 'South' } as Area;
const truck = aTruck({ truckName: 'Volvo FH', area: north, odometer: 120_000 });

const routesWith = (put: FakeRoute['reply']): FakeRoute[] => [
  { method: 'GET', path: /^\/api\/drivers\?/, reply: () => listReply([]) },
  { method: 'GET', path: new RegExp(`^/api/trucks/${truck.documentId}`), reply: () => itemReply(truck) },
  { method: 'PUT', path: new RegExp(`^/api/trucks/${truck.documentId}`), reply: put },
  { method: 'GET', path: /^\/api\/areas/, reply: () => listReply([north, south]) },
];

const flagged = (): FakeReply => [
  200,
  {
    data: truck,
    meta: { warnings: [{ field: 'odometer', message: 'Odometer reading 90 000 km is lower than 120 000 km; recorded and flagged' }] },
  },
];

describe('edit truck form', () => {
  it('shows the truck’s area, not "No area"', async () => {
    renderFleet(
      `/trucks/${truck.documentId}/edit`,
      routesWith(() => itemReply(truck)),
    );
    const area = await screen.findByRole('combobox', { name: 'Area' });
    await waitFor(() => expect(area).toHaveDisplayValue('North'));
  });

  it('keeps a lower odometer reading’s flag at the field until the user edits it', async () => {
    const user = userEvent.setup();
    renderFleet(`/trucks/${truck.documentId}/edit`, routesWith(flagged));
    const odometer = await screen.findByLabelText('Odometer (km)');
    await user.clear(odometer);
    await user.type(odometer, '90000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/lower than 120 000 km/)).toBeInTheDocument();
    // The message shows first; the field names it as its description on the render after.
    await waitFor(() => expect(odometer).toHaveAccessibleDescription(/lower than 120 000 km/));
    expect(window.location.pathname).toBe(`/trucks/${truck.documentId}/edit`);
    await user.type(odometer, '1');
    expect(screen.queryByText(/lower than 120 000 km/)).not.toBeInTheDocument();
  });

  it('shows a duplicate plate at the plate field, naming the truck that holds it', async () => {
    const user = userEvent.setup();
    const duplicate = () =>
      validationReply('A truck with plate GBD123 already exists', [
        { path: ['registrationPlateNumber'], message: 'A truck with plate GBD123 already exists' },
      ]);
    renderFleet(`/trucks/${truck.documentId}/edit`, routesWith(duplicate));
    const plate = await screen.findByLabelText(/Registration plate number/);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const message = await screen.findByText('A truck with plate GBD123 already exists');
    expect(plate).toHaveAttribute('aria-invalid', 'true');
    expect(message.closest('.chakra-field__root')).toContainElement(plate);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks before a nav link leaves unsaved changes, and not after nothing changed', async () => {
    const user = userEvent.setup();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    renderFleet(
      `/trucks/${truck.documentId}/edit`,
      routesWith(() => itemReply(truck)),
    );
    const link = document.body.appendChild(Object.assign(document.createElement('a'), { href: '/customers', textContent: 'Customers' }));
    const name = await screen.findByLabelText(/Truck name/);
    await user.click(link);
    expect(confirm).not.toHaveBeenCalled();
    await user.type(name, ' 2');
    const followed = jest.fn();
    link.addEventListener('click', followed);
    await user.click(link);
    expect(confirm).toHaveBeenCalledWith('Leave without saving?');
    expect(followed).not.toHaveBeenCalled();
    link.remove();
  });
});
