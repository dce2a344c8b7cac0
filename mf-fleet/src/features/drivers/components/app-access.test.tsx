import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itemReply, listReply, type FakeRoute } from '@haulage/shared/area-kit/testing';
import { renderFleet } from '../../../test/render-fleet';

const bo = {
  id: 2,
  documentId: 'driver-bo',
  firstName: 'Bo',
  lastName: 'Ek',
  employeeNumber: 'E-18',
  phoneNumber: '+46701234568',
  emailAddress: 'bo@example.com',
  driverStatus: 'active',
  employmentType: 'full_time',
  licenceClasses: ['CE'],
  licenceExpiryDate: null,
  code95ExpiryDate: null,
  driverCardExpiryDate: null,
  adrExpiryDate: null,
  area: null,
  trucks: [],
};

const sent = { data: { driver: 'driver-bo', phone: '+46701234568', expiresAt: '2026-11-28T10:00:00.000Z' }, meta: {} };

const routesWith = (hasUser: () => boolean, onUserCreated = () => undefined): FakeRoute[] => [
  {
    method: 'POST',
    path: /^\/api\/drivers\/driver-bo\/sign-in-link$/,
    reply: () =>
      hasUser()
        ? [201, sent]
        : [
            400,
            {
              data: null,
              error: {
                status: 400,
                name: 'ValidationError',
                message: 'The driver has no user',
                details: { errors: [{ path: ['driver'], message: 'The driver has no user' }] },
              },
            },
          ],
  },
  {
    method: 'POST',
    path: /^\/api\/users$/,
    reply: () => {
      onUserCreated();
      return [201, { id: 9, type: 'driver' }];
    },
  },
  { method: 'GET', path: /^\/api\/drivers\/driver-bo(\?|$)/, reply: () => itemReply(bo) },
  { method: 'GET', path: /^\/api\//, reply: () => listReply([]) },
];

describe('give app access', () => {
  it('creates the driver’s user when there is none, then texts the sign-in link', async () => {
    const user = userEvent.setup();
    let created = false;
    const { calls } = renderFleet(
      '/drivers/driver-bo',
      routesWith(
        () => created,
        () => {
          created = true;
        },
      ),
      'admin',
    );
    await user.click(await screen.findByRole('button', { name: 'Give app access' }));
    expect(await screen.findByText(/Sign-in link sent to \+46701234568/)).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/users')?.body).toMatchObject({
      type: 'driver',
      driver: 'driver-bo',
      email: 'bo@example.com',
    });
    expect(calls.filter((call) => call.url === '/api/drivers/driver-bo/sign-in-link')).toHaveLength(2);
  });

  it('tells a dispatcher why the link cannot go when the driver has no user', async () => {
    const user = userEvent.setup();
    renderFleet(
      '/drivers/driver-bo',
      routesWith(() => false),
      'dispatcher',
    );
    await user.click(await screen.findByRole('button', { name: 'Give app access' }));
    expect(await screen.findByText('The driver has no user')).toBeInTheDocument();
  });
});
