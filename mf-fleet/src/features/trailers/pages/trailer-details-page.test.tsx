import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itemReply, listReply, type FakeReply, type FakeRoute } from '@haulage/shared/area-kit/testing';
import { renderFleet } from '../../../test/render-fleet';

const trailer = {
  id: 3,
  documentId: 'trailer-1',
  trailerName: 'Krone Cool',
  plateNumber: 'TRL123',
  trailerStatus: 'available',
  trailerType: 'semi_trailer',
  bodyType: 'reefer',
  inspectionDate: null,
  vin: null,
  notes: null,
};

const routesWith = (deleteReply: FakeReply): FakeRoute[] => [
  { method: 'DELETE', path: /^\/api\/trailers\/trailer-1$/, reply: () => deleteReply },
  { method: 'GET', path: /^\/api\/trailers\/trailer-1(\?|$)/, reply: () => itemReply(trailer) },
  { method: 'GET', path: /^\/api\//, reply: () => listReply([]) },
];

describe('delete trailer', () => {
  it('asks first, deletes and goes back to the list', async () => {
    const user = userEvent.setup();
    const { calls, toasts } = renderFleet('/trailers/trailer-1', routesWith([204, '']), 'admin');
    await user.click(await screen.findByRole('button', { name: 'Delete trailer' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Delete Krone Cool?');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts).toContainEqual({ status: 'success', message: 'Trailer is deleted successfully' }));
    expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/trailers/trailer-1')).toBe(true);
    await waitFor(() => expect(window.location.pathname).toBe('/trailers'));
  });

  it('shows the API’s reason when the trailer cannot be deleted', async () => {
    const user = userEvent.setup();
    const refusal: FakeReply = [
      400,
      { data: null, error: { status: 400, name: 'ApplicationError', message: 'Krone Cool is linked to a truck; end the link first' } },
    ];
    const { toasts } = renderFleet('/trailers/trailer-1', routesWith(refusal), 'admin');
    await user.click(await screen.findByRole('button', { name: 'Delete trailer' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    // In the dialog until the user acts: a toast would be gone before it could be read.
    expect(await within(screen.getByRole('alertdialog')).findByRole('alert')).toHaveTextContent(
      'Krone Cool is linked to a truck; end the link first',
    );
    expect(toasts).toEqual([]);
    expect(window.location.pathname).toBe('/trailers/trailer-1');
  });

  it('is not offered to a dispatcher', async () => {
    renderFleet('/trailers/trailer-1', routesWith([204, '']), 'dispatcher');
    expect(await screen.findByRole('button', { name: 'Edit trailer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete trailer' })).not.toBeInTheDocument();
  });
});
