import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itemReply, listReply, validationReply, type FakeRoute } from '@haulage/shared/area-kit/testing';
import { renderFleet } from '../../../test/render-fleet';
import { aTruck } from '../../../test/strapi-fixtures';

const truck = aTruck({ truckName: 'Volvo FH16' });
const summerSet = {
  id: 5,
  documentId: 'tyre-summer',
  axle: 'front',
  season: 'summer',
  brand: 'Michelin',
  model: 'X Line',
  size: '385/65R22.5',
  treadDepthMm: 9,
  status: 'mounted',
  mileageKm: 12000,
  accumulatedKm: 12000,
  dotDate: null,
  note: null,
  mountedAt: null,
  mountedOdometer: null,
};

const routes: FakeRoute[] = [
  { method: 'GET', path: new RegExp(`^/api/trucks/${truck.documentId}(\\?|$)`), reply: () => itemReply(truck) },
  { method: 'GET', path: /^\/api\/tyres\?/, reply: () => listReply([summerSet]) },
  {
    method: 'POST',
    path: /^\/api\/tyres$/,
    reply: () => validationReply('1 error occurred', [{ path: ['size'], message: 'Size is not a tyre size' }]),
  },
  { method: 'PUT', path: /^\/api\/tyres\/tyre-summer$/, reply: () => itemReply(summerSet) },
  { method: 'GET', path: /^\/api\//, reply: () => listReply([]) },
];

describe('tyre sets of a truck', () => {
  it('adds a set: posts the truck and the fields, and shows the API field error', async () => {
    const user = userEvent.setup();
    const { calls, toasts } = renderFleet(`/trucks/${truck.documentId}`, routes);
    await user.click(await screen.findByRole('button', { name: 'Add tyre set' }));
    const form = screen.getByRole('form', { name: 'Add tyre set' });
    await user.selectOptions(within(form).getByLabelText(/Axle/), 'back');
    await user.type(within(form).getByLabelText(/Brand/), 'Nokian');
    await user.type(within(form).getByLabelText(/Size/), '315/80R22.5');
    await user.type(within(form).getByLabelText(/Tread depth/), '14');
    await user.type(within(form).getByLabelText(/DOT date/), '2025-10-01');
    await user.click(within(form).getByRole('button', { name: 'Save tyre set' }));

    expect(await within(form).findByText('Size is not a tyre size')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      data: {
        truck: truck.documentId,
        axle: 'back',
        season: 'winter',
        brand: 'Nokian',
        model: null,
        size: '315/80R22.5',
        treadDepthMm: 14,
        dotDate: '2025-10-01',
        note: null,
      },
    });
    expect(toasts.filter((toast) => toast.status === 'success')).toEqual([]);
  });

  it('checks the contract before sending', async () => {
    const user = userEvent.setup();
    const { calls } = renderFleet(`/trucks/${truck.documentId}`, routes);
    await user.click(await screen.findByRole('button', { name: 'Add tyre set' }));
    await user.click(screen.getByRole('button', { name: 'Save tyre set' }));
    expect(await screen.findByText('Please enter the tyre brand')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('edits a set with PUT and confirms it', async () => {
    const user = userEvent.setup();
    const { calls, toasts } = renderFleet(`/trucks/${truck.documentId}`, routes);
    const tyres = await screen.findByRole('table', { name: 'Tyre sets' });
    await user.click(within(tyres).getByRole('button', { name: /Edit Front summer/ }));
    const tread = screen.getByLabelText(/Tread depth/);
    expect(tread).toHaveValue(9);
    await user.clear(tread);
    await user.type(tread, '7');
    await user.click(screen.getByRole('button', { name: 'Save tyre set' }));
    await waitFor(() => expect(toasts).toContainEqual({ status: 'success', message: 'Tyre set is updated successfully' }));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ data: expect.objectContaining({ truck: truck.documentId, brand: 'Michelin', treadDepthMm: 7 }) });
    expect(put?.body).not.toHaveProperty(['data', 'status']);
    expect(screen.queryByRole('button', { name: 'Save tyre set' })).not.toBeInTheDocument();
  });

  it('offers no add or edit to a viewer', async () => {
    renderFleet(`/trucks/${truck.documentId}`, routes, 'viewer');
    await screen.findByRole('table', { name: 'Tyre sets' });
    expect(screen.queryByRole('button', { name: 'Add tyre set' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit Front/ })).not.toBeInTheDocument();
  });

  it('keeps a refused mount on the page until the user closes it', async () => {
    const user = userEvent.setup();
    const storedSet = { ...summerSet, documentId: 'tyre-stored', status: 'stored', axle: 'back', season: 'winter' };
    const refusing: FakeRoute[] = [
      { method: 'GET', path: /^\/api\/tyres\?/, reply: () => listReply([storedSet]) },
      {
        method: 'POST',
        path: /^\/api\/tyres\/tyre-stored\/mount$/,
        reply: () => validationReply('A retired tyre set cannot be mounted', []),
      },
      ...routes,
    ];
    const { toasts } = renderFleet(`/trucks/${truck.documentId}`, refusing);
    const tyres = await screen.findByRole('table', { name: 'Tyre sets' });
    await user.click(within(tyres).getByRole('button', { name: /Mount Back winter/ }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('A retired tyre set cannot be mounted');
    expect(toasts).toEqual([]);
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
