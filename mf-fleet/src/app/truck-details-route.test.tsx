import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderFleet } from '../test/render-fleet';
import { aTruck, listEnvelope } from '../test/strapi-fixtures';
import type { RecordedRequest } from '../test/fake-platform';

const truck = aTruck({ truckName: 'Volvo FH16', techInspectionDate: '2000-01-01', area: { name: 'Malmö' } as never });
const summerSet = {
  id: 5, documentId: 'tyre-summer', axle: 'front', season: 'summer', brand: 'Michelin', model: 'X Line', size: '385/65R22.5',
  treadDepthMm: 9, status: 'stored', mileageKm: 12000, accumulatedKm: 12000, mountedAt: null, mountedOdometer: null,
};
const trailer = { id: 3, documentId: 'trailer-1', trailerName: 'Krone Cool', plateNumber: 'TRL123' };

const route = (request: RecordedRequest) => {
  if (request.url === `/api/trucks/${truck.documentId}`) return { status: 200, data: { data: truck, meta: {} } };
  if (request.url.startsWith('/api/tyres?')) return listEnvelope([summerSet]);
  if (request.url.startsWith('/api/tyres/tyre-summer/mount')) return { status: 200, data: { data: { ...summerSet, status: 'mounted' }, meta: {} } };
  if (request.url.startsWith('/api/trailers-links') && request.method === 'POST') {
    return { status: 400, data: { data: null, error: { status: 400, name: 'ApplicationError', message: 'Krone Cool is already linked to another truck' } } };
  }
  if (request.url.startsWith('/api/trailers-links?')) return listEnvelope([]);
  if (request.url.startsWith('/api/trailers?')) return listEnvelope([trailer]);
  if (request.url.startsWith('/api/odometer-readings?')) return listEnvelope([]);
  return undefined;
};

describe('truck details', () => {
  it('shows the truck with its due dates, tyre sets and mount action', async () => {
    const user = userEvent.setup();
    const { requests, toast } = renderFleet(`/trucks/${truck.documentId}`, route);
    expect(await screen.findByRole('heading', { name: 'Volvo FH16', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Malmö')).toBeInTheDocument();
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    const tyres = await screen.findByRole('table', { name: 'Tyre sets' });
    expect(within(tyres).getByText('12 000 km')).toBeInTheDocument();
    await user.click(within(tyres).getByRole('button', { name: /Mount Front summer/ }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', 'Tyre set is mounted'));
    expect(requests.some((r) => r.method === 'POST' && r.url === '/api/tyres/tyre-summer/mount')).toBe(true);
  });

  it('links a trailer and shows the API conflict message', async () => {
    const user = userEvent.setup();
    const { requests, toast } = renderFleet(`/trucks/${truck.documentId}`, route);
    const form = await screen.findByRole('form', { name: 'Link trailer' });
    await screen.findByRole('option', { name: 'Krone Cool (TRL123)' });
    await user.selectOptions(within(form).getByLabelText(/Trailer/), 'trailer-1');
    await user.click(within(form).getByRole('button', { name: 'Link trailer' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('error', 'Krone Cool is already linked to another truck'));
    const post = requests.find((r) => r.method === 'POST' && r.url === '/api/trailers-links');
    expect(post?.data).toEqual({ data: expect.objectContaining({ truck: truck.documentId, trailer: 'trailer-1', note: null }) });
  });

  it('offers no edit, delete, mount or link actions to a viewer', async () => {
    renderFleet(`/trucks/${truck.documentId}`, route, 'viewer');
    await screen.findByRole('table', { name: 'Tyre sets' });
    expect(screen.queryByRole('button', { name: 'Edit truck' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete truck' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mount/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Link trailer' })).not.toBeInTheDocument();
  });
});
