import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itemReply, listReply, validationReply, type FakeReply } from '@haulage/shared/area-kit/testing';
import { renderFleet } from '../../../test/render-fleet';

const created = {
  id: 3,
  documentId: 'trailer-1',
  trailerName: 'Krone Cool',
  plateNumber: 'TRL123',
  trailerStatus: 'available',
  trailerType: 'semi_trailer',
  bodyType: 'curtainsider',
  inspectionDate: null,
  vin: null,
  notes: null,
};

const routesWith = (postReply: FakeReply) => [
  { method: 'POST', path: /^\/api\/trailers$/, reply: () => postReply },
  { method: 'GET', path: /^\/api\/trailers\/trailer-1(\?|$)/, reply: () => itemReply(created) },
  { method: 'GET', path: /^\/api\//, reply: () => listReply([]) },
];

describe('add trailer', () => {
  it('shows the contract messages before anything is sent', async () => {
    const user = userEvent.setup();
    const { calls } = renderFleet('/trailers/addTrailer', routesWith(itemReply(created, 201)));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter the trailer name')).toBeInTheDocument();
    expect(screen.getByText('Please enter the plate number')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    expect(window.location.pathname).toBe('/trailers/addTrailer');
  });

  it('puts the API’s refusal on its field and stays', async () => {
    const user = userEvent.setup();
    const taken = validationReply('1 error occurred', [{ path: ['plateNumber'], message: 'A trailer with this plate already exists' }]);
    const { toasts } = renderFleet('/trailers/addTrailer', routesWith(taken));
    await user.type(await screen.findByLabelText(/Trailer name/), 'Krone Cool');
    await user.type(screen.getByLabelText(/Plate number/), 'trl 123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A trailer with this plate already exists')).toBeInTheDocument();
    expect(toasts.filter((toast) => toast.status === 'success')).toEqual([]);
    expect(window.location.pathname).toBe('/trailers/addTrailer');
  });

  it('posts {data}, confirms and opens the new trailer without asking to leave', async () => {
    const user = userEvent.setup();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { calls, toasts } = renderFleet('/trailers/addTrailer', routesWith(itemReply(created, 201)));
    await user.type(await screen.findByLabelText(/Trailer name/), 'Krone Cool');
    await user.type(screen.getByLabelText(/Plate number/), 'trl 123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(window.location.pathname).toBe('/trailers/trailer-1'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      data: expect.objectContaining({ trailerName: 'Krone Cool', plateNumber: 'TRL123', trailerType: 'semi_trailer', vin: null }),
    });
    expect(toasts).toContainEqual({ status: 'success', message: 'Trailer is created successfully' });
    expect(confirm).not.toHaveBeenCalled();
  });
});
