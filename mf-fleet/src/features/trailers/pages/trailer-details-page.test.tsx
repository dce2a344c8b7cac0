import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderFleet } from '../../../test/render-fleet';
import { listEnvelope } from '../../../test/strapi-fixtures';
import type { RecordedRequest } from '../../../test/fake-platform';

const trailer = {
  id: 3, documentId: 'trailer-1', trailerName: 'Krone Cool', plateNumber: 'TRL123', trailerStatus: 'available',
  trailerType: 'semi_trailer', bodyType: 'reefer', inspectionDate: null, vin: null, notes: null,
};

const routeWith = (deleteReply: { status: number; data: unknown }) => (request: RecordedRequest) => {
  if (request.method === 'DELETE' && request.url === '/api/trailers/trailer-1') return deleteReply;
  if (request.url === '/api/trailers/trailer-1') return { status: 200, data: { data: trailer, meta: {} } };
  if (request.method === 'GET') return listEnvelope([]);
  return undefined;
};

describe('delete trailer', () => {
  it('asks first, deletes and goes back to the list', async () => {
    const user = userEvent.setup();
    const { requests, toast } = renderFleet('/trailers/trailer-1', routeWith({ status: 204, data: '' }), 'admin');
    await user.click(await screen.findByRole('button', { name: 'Delete trailer' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Delete Krone Cool?');
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', 'Trailer is deleted successfully'));
    expect(requests.some((r) => r.method === 'DELETE' && r.url === '/api/trailers/trailer-1')).toBe(true);
    await waitFor(() => expect(window.location.pathname).toBe('/trailers'));
  });

  it('shows the API’s reason when the trailer cannot be deleted', async () => {
    const user = userEvent.setup();
    const refusal = { status: 400, data: { data: null, error: { status: 400, name: 'ApplicationError', message: 'Krone Cool is linked to a truck; end the link first' } } };
    const { toast } = renderFleet('/trailers/trailer-1', routeWith(refusal), 'admin');
    await user.click(await screen.findByRole('button', { name: 'Delete trailer' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('error', 'Krone Cool is linked to a truck; end the link first'));
    expect(window.location.pathname).toBe('/trailers/trailer-1');
  });

  it('is not offered to a dispatcher', async () => {
    renderFleet('/trailers/trailer-1', routeWith({ status: 204, data: '' }), 'dispatcher');
    expect(await screen.findByRole('button', { name: 'Edit trailer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete trailer' })).not.toBeInTheDocument();
  });
});
