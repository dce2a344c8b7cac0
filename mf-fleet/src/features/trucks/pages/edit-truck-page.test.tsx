import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Driver } from '@haulage/shared/contracts';
import { itemReply, listReply, type FakeRoute } from '@haulage/shared/area-kit/testing';
import { renderFleet } from '../../../test/render-fleet';
import { aTruck } from '../../../test/strapi-fixtures';

const anna = { id: 1, documentId: 'driver-anna', firstName: 'Anna', lastName: 'Berg', employeeNumber: 'E-17' };
const erik = { id: 2, documentId: 'driver-erik', firstName: 'Erik', lastName: 'Lund', employeeNumber: null };
const truck = aTruck({ truckName: 'Scania R500', drivers: [anna as unknown as Driver] });

const routes: FakeRoute[] = [
  { method: 'GET', path: /^\/api\/drivers\?/, reply: () => listReply([anna, erik]) },
  { method: 'GET', path: new RegExp(`^/api/trucks/${truck.documentId}`), reply: () => itemReply(truck) },
  { method: 'PUT', path: new RegExp(`^/api/trucks/${truck.documentId}`), reply: () => itemReply(truck) },
  { method: 'GET', path: /^\/api\/areas/, reply: () => listReply([]) },
];

describe('truck drivers picker', () => {
  it('preselects the truck’s drivers and sends the chosen documentIds', async () => {
    const user = userEvent.setup();
    const { calls, toasts } = renderFleet(`/trucks/${truck.documentId}/edit`, routes);
    const annaBox = await screen.findByRole('checkbox', { name: 'Anna Berg (E-17)' });
    expect(annaBox).toBeChecked();
    const driversCall = calls.find((call) => call.url.startsWith('/api/drivers?'));
    expect(driversCall?.url).toContain('pagination[pageSize]=100');
    expect(driversCall?.url).toContain('sort[0]=lastName:asc');
    expect(driversCall?.url).toContain('fields[0]=firstName');

    await user.click(screen.getByRole('checkbox', { name: 'Erik Lund' }));
    await user.click(annaBox);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts).toContainEqual({ status: 'success', message: 'Truck is updated successfully' }));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe(`/api/trucks/${truck.documentId}`);
    expect(put?.body).toEqual({ data: expect.objectContaining({ truckName: 'Scania R500', drivers: ['driver-erik'] }) });
  });

  it('sends the drivers chosen on a new truck', async () => {
    const user = userEvent.setup();
    const { calls } = renderFleet('/trucks/addTruck', routes);
    await user.type(await screen.findByLabelText(/Truck name/), 'Volvo FH16');
    await user.type(screen.getByLabelText(/Truck number/), '42');
    await user.type(screen.getByLabelText(/Registration plate number/), 'ABC123');
    await user.click(await screen.findByRole('checkbox', { name: 'Anna Berg (E-17)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ data: expect.objectContaining({ drivers: ['driver-anna'] }) });
  });
});
