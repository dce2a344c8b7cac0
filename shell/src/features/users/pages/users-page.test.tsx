import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@haulage/shared/contracts';
import { fakeToken } from '../../../testing/fake-http';
import { renderShell } from '../../../testing/render-shell';
import { UsersPage } from './users-page';

const user = (id: number, email: string, type: User['type'], blocked = false): User => ({
  id,
  documentId: String(id).padStart(24, 'u'),
  email,
  name: email.split('@')[0]!,
  type,
  blocked,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('UsersPage', () => {
  it('lists users, adds one and changes a type', async () => {
    let users = [user(1, 'admin@example.com', 'admin'), user(2, 'olle@example.com', 'viewer')];
    const { calls } = renderShell(<UsersPage />, {
      path: '/users',
      token: fakeToken({ id: 1, type: 'admin' }),
      server: (config) => {
        if (config.url === '/api/users' && config.method === 'get') return { status: 200, data: users };
        if (config.url === '/api/users' && config.method === 'post') {
          const created = { ...user(3, 'anna@example.com', 'dispatcher'), name: 'Anna Berg' };
          users = [...users, created];
          return { status: 201, data: created };
        }
        if (config.url === '/api/users/2' && config.method === 'put') {
          users = users.map((u) => (u.id === 2 ? { ...u, ...JSON.parse(config.data) } : u));
          return { status: 200, data: users[1] };
        }
        return undefined;
      },
    });
    expect(await screen.findByText('olle@example.com')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/^Name/), 'Anna Berg');
    await userEvent.type(screen.getByLabelText(/^Email/), 'anna@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Dispatch-Password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Add user' }));
    expect(await screen.findByText('anna@example.com')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'post');
    expect(JSON.parse(post!.data)).toEqual({
      name: 'Anna Berg',
      email: 'anna@example.com',
      password: 'Dispatch-Password-1',
      type: 'dispatcher',
    });

    await userEvent.selectOptions(screen.getByLabelText('Type of olle@example.com'), 'finance');
    await waitFor(() => expect(calls.some((call) => call.method === 'put')).toBe(true));
    expect(JSON.parse(calls.find((call) => call.method === 'put')!.data)).toEqual({ type: 'finance' });
  });

  it('refuses a short password before calling the API', async () => {
    const { calls } = renderShell(<UsersPage />, {
      path: '/users',
      token: fakeToken({ type: 'admin' }),
      server: (config) => (config.method === 'get' ? { status: 200, data: [] } : undefined),
    });
    await userEvent.type(screen.getByLabelText(/^Name/), 'Anna');
    await userEvent.type(screen.getByLabelText(/^Email/), 'anna@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Add user' }));
    expect(await screen.findByText('Password must be at least 10 characters')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'post')).toHaveLength(0);
  });

  it('tells a taken e-mail at the field and asks before leaving unsaved input', async () => {
    const message = 'A user with e-mail anna@example.com already exists';
    renderShell(<UsersPage />, {
      path: '/users',
      token: fakeToken({ type: 'admin' }),
      server: (config) => {
        if (config.method === 'get') return { status: 200, data: [] };
        return {
          status: 400,
          data: {
            data: null,
            error: { status: 400, name: 'ApplicationError', message, details: { errors: [{ path: ['email'], message }] } },
          },
        };
      },
    });
    await userEvent.type(screen.getByLabelText(/^Name/), 'Anna');
    await userEvent.type(screen.getByLabelText(/^Email/), 'anna@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Dispatch-Password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Add user' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');

    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
  });
});
