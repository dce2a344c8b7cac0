import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeToken } from '../../../testing/fake-http';
import { renderShell } from '../../../testing/render-shell';
import { DashboardPage } from './dashboard-page';
import { isCall, ok } from './dashboard-test-server';

type Server = NonNullable<Parameters<typeof renderShell>[1]['server']>;

const URL_1 = `http://127.0.0.1:1337/api/events/feed.ics?token=${'a'.repeat(43)}`;
const URL_2 = `http://127.0.0.1:1337/api/events/feed.ics?token=${'b'.repeat(43)}`;

/** A fake API with the user's feed: POST makes an address (a new one each time), DELETE stops it. */
const feedServer = (): Server => {
  let feed: { active: boolean; createdAt: string | null; lastUsedAt: string | null } = { active: false, createdAt: null, lastUsedAt: null };
  let made = 0;
  return (config) => {
    if (isCall(config, 'get', '/api/events')) return ok({ data: [], meta: {} });
    if (isCall(config, 'get', '/api/calendar-feed')) return ok({ data: feed, meta: {} });
    if (isCall(config, 'post', '/api/calendar-feed')) {
      made += 1;
      feed = { active: true, createdAt: '2026-03-02T08:00:00.000Z', lastUsedAt: null };
      return { status: 201, data: { data: { ...feed, url: made === 1 ? URL_1 : URL_2 }, meta: {} } };
    }
    if (isCall(config, 'delete', '/api/calendar-feed')) {
      feed = { active: false, createdAt: null, lastUsedAt: null };
      return { status: 204, data: '' };
    }
    return undefined;
  };
};

describe('subscribing to the calendar', () => {
  it('makes an address of the user’s own, makes a new one, and stops the feed', async () => {
    const { calls } = renderShell(<DashboardPage />, { path: '/dashboard', token: fakeToken({ type: 'viewer' }), server: feedServer() });
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to your calendar' });
    // The button waits for the feed's state to load; a click before that is not a user's.
    const makeButton = await within(dialog).findByRole('button', { name: 'Make the address' });
    await waitFor(() => expect(makeButton).toBeEnabled());
    await userEvent.click(makeButton);
    expect(await within(dialog).findByRole('textbox', { name: 'Subscription address' })).toHaveValue(URL_1);
    expect(within(dialog).getByText('It is shown only now; make a new one if it is lost.')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Make a new address' }));
    expect(await within(dialog).findByDisplayValue(URL_2)).toBeInTheDocument();
    expect(calls.filter((call) => isCall(call, 'post', '/api/calendar-feed')).map((call) => JSON.parse(call.data as string))).toEqual([
      { data: {} },
      { data: {} },
    ]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop the feed' }));
    expect(await within(dialog).findByRole('button', { name: 'Make the address' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Subscription address' })).not.toBeInTheDocument();
    expect(calls.some((call) => isCall(call, 'delete', '/api/calendar-feed'))).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
