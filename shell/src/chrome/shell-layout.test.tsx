import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteRegistry } from '@haulage/shared/platform';
import { fakeToken } from '../testing/fake-http';
import { renderShell } from '../testing/render-shell';
import { ShellLayout } from './shell-layout';

const registry: RemoteRegistry = {
  remotes: [
    {
      name: 'mf_fleet',
      title: 'Fleet',
      entry: 'http://fleet.test/mf-manifest.json',
      routes: ['/trucks', '/drivers', '/trailers'],
      nav: [
        { label: 'Trucks', path: '/trucks' },
        { label: 'Drivers', path: '/drivers', userTypes: ['admin', 'dispatcher', 'finance'] },
        { label: 'Trailers', path: '/trailers' },
      ],
      userTypes: ['admin', 'dispatcher', 'finance', 'viewer'],
      enabled: true,
      platformContract: '^1',
    },
  ],
};
const me = { id: 5, documentId: 'x'.repeat(24), email: 'eva@example.com', name: 'Eva Lind', type: 'viewer', blocked: false };
const navLabels = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('ShellLayout', () => {
  it('shows a viewer the areas they may open, who is signed in, and no drivers or users', async () => {
    const { services } = renderShell(<ShellLayout />, { path: '/dashboard', registry, token: fakeToken({ id: 5, type: 'viewer' }) });
    act(() => services.session.setUserData(me as never));
    expect(await screen.findByText('Eva Lind')).toBeInTheDocument();
    expect(screen.getByText('Viewer')).toBeInTheDocument();
    expect(navLabels()).toEqual(['Dashboard', 'Trucks', 'Trailers', 'Gallery']);
  });

  it("answers '403 Unauthorized' on a page the user type may not open", async () => {
    renderShell(<ShellLayout />, { path: '/users', registry, token: fakeToken({ type: 'dispatcher' }) });
    expect(await screen.findByText('403 Unauthorized')).toBeInTheDocument();
    expect(navLabels()).not.toContain('Users');
  });

  it("answers '403 Unauthorized' in an area path the registry keeps from the user type", async () => {
    renderShell(<ShellLayout />, { path: '/drivers', registry, token: fakeToken({ type: 'viewer' }) });
    expect(await screen.findByText('403 Unauthorized')).toBeInTheDocument();
  });

  it('sends a visitor without a token to /login and shows the sign-in form without the chrome', async () => {
    renderShell(<ShellLayout />, { path: '/dashboard', registry });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('signs out: revokes the token on the server, forgets it and goes to /login', async () => {
    const { services, calls, navigate } = renderShell(<ShellLayout />, {
      path: '/dashboard',
      registry,
      token: fakeToken({ type: 'admin' }),
      server: (config) => (config.url === '/admin/logout' ? { status: 200, data: { data: {} } } : undefined),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    expect(calls.some((call) => call.url === '/admin/logout' && call.method === 'post')).toBe(true);
    expect(services.storage.get()).toBeNull();
    expect(services.session.getState().user).toBeNull();
  });
});
