import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeToken } from '../../../testing/fake-http';
import { renderShell } from '../../../testing/render-shell';
import { ShellRoutes } from '../../../chrome/shell-routes';

const routes = <ShellRoutes />;

const signIn = async (email: string, password: string) => {
  await userEvent.type(screen.getByLabelText(/Email/), email);
  await userEvent.type(screen.getByLabelText(/Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
};

describe('LoginPage', () => {
  it('says "Username or password incorrect" when the API refuses the credentials', async () => {
    const { store } = renderShell(routes, {
      path: '/login',
      server: (config) =>
        config.url === '/admin/login'
          ? { status: 400, data: { data: null, error: { status: 400, name: 'ApplicationError', message: 'Invalid credentials' } } }
          : undefined,
    });
    await signIn('anna@example.com', 'wrong-password');
    expect(await screen.findByText('Username or password incorrect')).toBeInTheDocument();
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(window.location.pathname).toBe('/login');
  });

  it('stores the token, marks the user authenticated and goes to the dashboard', async () => {
    const token = fakeToken({ id: 3, type: 'dispatcher' });
    const { store, services, calls } = renderShell(routes, {
      path: '/login',
      server: (config) =>
        config.url === '/admin/login' && config.method === 'post'
          ? { status: 200, data: { data: { token, user: { id: 3, email: 'anna@example.com', name: 'Anna Berg', type: 'dispatcher' } } } }
          : undefined,
    });
    await signIn('anna@example.com', 'Correct-Password-1');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard');
    expect(JSON.parse(calls[0]!.data)).toEqual({ email: 'anna@example.com', password: 'Correct-Password-1' });
    expect(services.storage.get()).toBe(token);
    expect(store.getState().auth).toMatchObject({ isAuthenticated: true, user: { id: 3, type: 'dispatcher' } });
  });

  it('opens the page first asked for instead of the dashboard', async () => {
    const token = fakeToken({ id: 1, type: 'admin' });
    window.sessionStorage.setItem('haulage:return-path', '/users?sort=email');
    renderShell(routes, {
      path: '/login',
      server: (config) => {
        if (config.url === '/admin/login') return { status: 200, data: { data: { token } } };
        return config.url?.startsWith('/api/users') ? { status: 200, data: [] } : undefined;
      },
    });
    await signIn('admin@example.com', 'Correct-Password-1');
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/users?sort=email');
    expect(document.title).toBe('Users · Haulage');
  });

  it('asks for both fields before calling the API', async () => {
    const { calls } = renderShell(routes, { path: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter Email')).toBeInTheDocument();
    expect(screen.getByText('Please enter Password')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
