import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Driver } from '@haulage/shared/contracts';
import { renderFleet } from '../../../test/render-fleet';
import { aTruck, listEnvelope } from '../../../test/strapi-fixtures';
import type { RecordedRequest } from '../../../test/fake-platform';

const anna = { id: 1, documentId: 'driver-anna', firstName: 'Anna', lastName: 'Berg', employeeNumber: 'E-17' };
const erik = { id: 2, documentId: 'driver-erik', firstName: 'Erik', lastName: 'Lund', employeeNumber: null };
const truck = aTruck({ truckName: 'Scania R500', drivers: [anna as unknown as Driver] });

const route = (request: RecordedRequest) => {
  if (request.url.startsWith('/api/drivers?')) return listEnvelope([anna, erik]);
  if (request.url.startsWith(`/api/trucks/${truck.documentId}`)) return { status: 200, data: { data: truck, meta: {} } };
  if (request.url.startsWith('/api/areas')) return listEnvelope([]);
  return undefined;
};

describe('truck drivers picker', () => {
  it('preselects the truck’s drivers and sends the chosen documentIds', async () => {
    const user = userEvent.setup();
    const { requests, toast } = renderFleet(`/trucks/${truck.documentId}/edit`, route);
    const annaBox = await screen.findByRole('checkbox', { name: 'Anna Berg (E-17)' });
    expect(annaBox).toBeChecked();
    const driversRequest = requests.find((r) => r.url.startsWith('/api/drivers?'));
    expect(driversRequest?.url).toContain('pagination[pageSize]=100');
    expect(driversRequest?.url).toContain('sort[0]=lastName:asc');
    expect(driversRequest?.url).toContain('fields[0]=firstName');

    await user.click(screen.getByRole('checkbox', { name: 'Erik Lund' }));
    await user.click(annaBox);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', 'Truck is updated successfully'));
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.url).toBe(`/api/trucks/${truck.documentId}`);
    expect(put?.data).toEqual({ data: expect.objectContaining({ truckName: 'Scania R500', drivers: ['driver-erik'] }) });
  });

  it('sends the drivers chosen on a new truck', async () => {
    const user = userEvent.setup();
    const { requests } = renderFleet('/trucks/addTruck', route);
    await user.type(await screen.findByLabelText(/Truck name/), 'Volvo FH16');
    await user.type(screen.getByLabelText(/Truck number/), '42');
    await user.type(screen.getByLabelText(/Registration plate number/), 'ABC123');
    await user.click(await screen.findByRole('checkbox', { name: 'Anna Berg (E-17)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')?.data).toEqual({ data: expect.objectContaining({ drivers: ['driver-anna'] }) });
  });
});
