import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeToken } from '../testing/fake-http';
import { renderShell } from '../testing/render-shell';
import { AppHeader } from './app-header';
import { navigate } from './router/history';

const menuButton = () => screen.getByRole('button', { name: 'Menu' });

describe('AppHeader phone menu', () => {
  const setup = () => renderShell(<AppHeader />, { path: '/dashboard', token: fakeToken({ type: 'admin' }) });

  it('is a button that says whether the nav and Sign out are shown', async () => {
    setup();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(menuButton().getAttribute('aria-controls')!)!;
    expect(panel).toContainElement(screen.getByRole('navigation', { name: 'Main' }));
    expect(panel).toContainElement(screen.getByRole('button', { name: 'Sign out' }));
    await userEvent.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on Escape and gives focus back to the button', async () => {
    setup();
    await userEvent.click(menuButton());
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('closes when the user navigates', async () => {
    setup();
    await userEvent.click(menuButton());
    act(() => navigate('/users'));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a press outside the header', async () => {
    setup();
    await userEvent.click(menuButton());
    await userEvent.click(document.body);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });
});
