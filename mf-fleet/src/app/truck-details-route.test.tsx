import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itemReply, listReply, type FakeRoute } from '@haulage/shared/area-kit/testing';
import { renderFleet } from '../test/render-fleet';
import { aTruck } from '../test/strapi-fixtures';

const truck = aTruck({ truckName: 'Volvo FH16', techInspectionDate: '2000-01-01', area: { name: 'Malmö' } as never });
const summerSet = {
  id: 5,
  documentId: 'tyre-summer',
  axle: 'front',
  season: 'summer',
  brand: 'Michelin',
  model: 'X Line',
  size: '385/65R22.5',
  treadDepthMm: 9,
  status: 'stored',
  mileageKm: 12000,
  accumulatedKm: 12000,
  mountedAt: null,
  mountedOdometer: null,
};
const trailer = { id: 3, documentId: 'trailer-1', trailerName: 'Krone Cool', plateNumber: 'TRL123' };
const message = 'Trailer TRL123 is already linked to truck 7 since 2026-01-05; end that link first';
const refusal = {
  data: null,
  error: { status: 400, name: 'ValidationError', message, details: { errors: [{ path: ['trailer'], message, name: 'ValidationError' }] } },
};
const busy = { id: 4, documentId: 'trailer-2', trailerName: 'Schmitz', plateNumber: 'TRL999' };
const openLink = {
  id: 9,
  documentId: 'link-9',
  linkedFrom: '2026-01-05T08:00:00.000Z',
  linkedTo: null,
  note: null,
  truck: { documentId: 'truck-other', truckName: 'Scania', registrationPlateNumber: 'XYZ789' },
  trailer: busy,
};

const routes: FakeRoute[] = [
  { method: 'GET', path: new RegExp(`^/api/trucks/${truck.documentId}(\\?|$)`), reply: () => itemReply(truck) },
  { method: 'GET', path: /^\/api\/tyres\?/, reply: () => listReply([summerSet]) },
  { method: 'POST', path: /^\/api\/tyres\/tyre-summer\/mount/, reply: () => itemReply({ ...summerSet, status: 'mounted' }) },
  { method: 'POST', path: /^\/api\/trailers-links/, reply: () => [400, refusal] },
  { method: 'GET', path: /^\/api\/trailers\?/, reply: () => listReply([trailer, busy]) },
  { method: 'GET', path: /^\/api\/trailers-links\?.*linkedTo/, reply: () => listReply([openLink]) },
  { method: 'GET', path: /^\/api\/(trailers-links|odometer-readings)\?/, reply: () => listReply([]) },
];

describe('truck details', () => {
  it('shows the truck with its due dates, tyre sets and mount action', async () => {
    const user = userEvent.setup();
    const { calls, toasts } = renderFleet(`/trucks/${truck.documentId}`, routes);
    expect(await screen.findByRole('heading', { name: 'Volvo FH16', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Malmö')).toBeInTheDocument();
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    const tyres = await screen.findByRole('table', { name: 'Tyre sets' });
    expect(within(tyres).getByText('12 000 km')).toBeInTheDocument();
    await user.click(within(tyres).getByRole('button', { name: /Mount Front summer/ }));
    await waitFor(() => expect(toasts).toContainEqual({ status: 'success', message: 'Tyre set is mounted' }));
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/tyres/tyre-summer/mount')).toBe(true);
  });

  it('marks trailers in use on another truck in the picker', async () => {
    renderFleet(`/trucks/${truck.documentId}`, routes);
    const inUse = await screen.findByRole('option', { name: 'Schmitz (TRL999) — in use on XYZ789' });
    expect(inUse).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Krone Cool (TRL123)' })).toBeEnabled();
  });

  it('links a trailer and keeps the API refusal at the trailer field', async () => {
    const user = userEvent.setup();
    const { calls, toasts } = renderFleet(`/trucks/${truck.documentId}`, routes);
    const form = await screen.findByRole('form', { name: 'Link trailer' });
    await screen.findByRole('option', { name: 'Krone Cool (TRL123)' });
    const picker = within(form).getByRole('combobox', { name: /Trailer/ });
    await user.selectOptions(picker, 'trailer-1');
    await user.click(within(form).getByRole('button', { name: 'Link trailer' }));
    const shown = await within(form).findByText(message);
    expect(shown.closest('.chakra-field__root')).toContainElement(picker);
    expect(toasts.filter((toast) => toast.status === 'error')).toEqual([]);
    const post = calls.find((call) => call.method === 'POST' && call.url === '/api/trailers-links');
    expect(post?.body).toEqual({ data: expect.objectContaining({ truck: truck.documentId, trailer: 'trailer-1', note: null }) });
  });

  it('offers no edit, delete, mount or link actions to a viewer', async () => {
    renderFleet(`/trucks/${truck.documentId}`, routes, 'viewer');
    await screen.findByRole('table', { name: 'Tyre sets' });
    expect(screen.queryByRole('button', { name: 'Edit truck' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete truck' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mount/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Link trailer' })).not.toBeInTheDocument();
  });
});
