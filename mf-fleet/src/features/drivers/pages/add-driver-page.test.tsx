import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itemReply, listReply, validationReply, type FakeReply } from '@haulage/shared/area-kit/testing';
import { renderFleet } from '../../../test/render-fleet';

const created = {
  id: 1,
  documentId: 'driver-anna',
  firstName: 'Anna',
  lastName: 'Berg',
  employeeNumber: 'E-17',
  driverStatus: 'active',
  employmentType: 'full_time',
  licenceClasses: [],
  licenceExpiryDate: null,
  code95ExpiryDate: null,
  driverCardExpiryDate: null,
  adrExpiryDate: null,
  area: null,
  trucks: [],
};

const routesWith = (postReply: FakeReply) => [
  { method: 'POST', path: /^\/api\/drivers$/, reply: () => postReply },
  { method: 'GET', path: /^\/api\/drivers\/driver-anna(\?|$)/, reply: () => itemReply(created) },
  { method: 'GET', path: /^\/api\//, reply: () => listReply([]) },
];

const fillRequired = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(await screen.findByLabelText(/First name/), 'Anna');
  await user.type(screen.getByLabelText(/Last name/), 'Berg');
  await user.type(screen.getByLabelText(/Employee number/), 'E-17');
};

describe('add driver', () => {
  it('shows the contract messages before anything is sent', async () => {
    const user = userEvent.setup();
    const { calls } = renderFleet('/drivers/addDriver', routesWith(itemReply(created, 201)));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter the first name')).toBeInTheDocument();
    expect(screen.getByText('Please enter the employee number')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('puts the API’s refusal on its field and stays', async () => {
    const user = userEvent.setup();
    const taken = validationReply('1 error occurred', [{ path: ['employeeNumber'], message: 'Employee number E-17 is taken' }]);
    const { toasts } = renderFleet('/drivers/addDriver', routesWith(taken));
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Employee number E-17 is taken')).toBeInTheDocument();
    expect(toasts.filter((toast) => toast.status === 'success')).toEqual([]);
    expect(window.location.pathname).toBe('/drivers/addDriver');
  });

  it('posts {data}, confirms and opens the new driver without asking to leave', async () => {
    const user = userEvent.setup();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { calls, toasts } = renderFleet('/drivers/addDriver', routesWith(itemReply(created, 201)));
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(window.location.pathname).toBe('/drivers/driver-anna'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      data: expect.objectContaining({ firstName: 'Anna', lastName: 'Berg', employeeNumber: 'E-17' }),
    });
    expect(toasts).toContainEqual({ status: 'success', message: 'Driver is created successfully' });
    expect(confirm).not.toHaveBeenCalled();
  });
});
