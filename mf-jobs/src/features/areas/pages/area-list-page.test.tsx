import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform, entry, listCalls, listReply, type FakeRoute } from '@haulage/shared/area-kit/testing';
import { renderJobs } from '#testing';

const area = (n: number, name: string, trucks: number) => ({
  ...entry(`area${n}`, n),
  name,
  code: name.slice(0, 3).toUpperCase(),
  description: `Depot in ${name}`,
  trucks: { count: trucks },
});

const routes: FakeRoute[] = [
  { method: 'GET', path: /^\/api\/areas\?/, reply: () => listReply([area(1, 'Göteborg', 5), area(2, 'Malmö', 0)], 1, 20, 25) },
];

describe('area list', () => {
  it('shows each area with its truck count and a link to its details, 20 a page by name', async () => {
    const { platform, calls } = createFakePlatform(routes);
    renderJobs('/areas', platform);
    const table = await screen.findByRole('table', { name: 'Areas' });
    expect(await within(table).findByRole('link', { name: 'Göteborg' })).toHaveAttribute('href', '/areas/areaDetails?id=area1');
    const row = within(table).getByRole('link', { name: 'Göteborg' }).closest('tr')!;
    expect(within(row).getByText('GÖT')).toBeInTheDocument();
    expect(within(row).getByText('5')).toBeInTheDocument();
    expect(within(within(table).getByRole('link', { name: 'Malmö' }).closest('tr')!).getByText('0')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Areas' })).toBeInTheDocument();
    expect(screen.getByText(/Page 1 of 2/)).toBeInTheDocument();
    expect(listCalls(calls, '/api/areas')[0]).toBe(
      '/api/areas?sort[0]=name:asc&pagination[page]=1&pagination[pageSize]=20&pagination[withCount]=true&populate[trucks][count]=true',
    );
  });

  it('searches on the server as the user types, sorts by code and pages', async () => {
    const user = userEvent.setup();
    const { platform, calls } = createFakePlatform(routes);
    renderJobs('/areas', platform);
    await screen.findByRole('link', { name: 'Göteborg' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'väst');
    await waitFor(() => expect(listCalls(calls, '/api/areas').at(-1)).toContain('_q=väst'));
    await user.click(within(screen.getByRole('columnheader', { name: /Code/ })).getByRole('button'));
    await waitFor(() => expect(listCalls(calls, '/api/areas').at(-1)).toContain('sort[0]=code:asc'));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(listCalls(calls, '/api/areas').at(-1)).toContain('pagination[page]=2'));
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({ search: 'väst', sort: 'code:asc', page: '2' });
  });

  it('offers Create area to a dispatcher and not to a viewer', async () => {
    const dispatcher = createFakePlatform(routes, 'dispatcher');
    const { unmount } = renderJobs('/areas', dispatcher.platform);
    expect(await screen.findByRole('button', { name: 'Create area' })).toBeInTheDocument();
    unmount();
    const viewer = createFakePlatform(routes, 'viewer');
    renderJobs('/areas', viewer.platform);
    await screen.findByRole('link', { name: 'Göteborg' });
    expect(screen.queryByRole('button', { name: 'Create area' })).not.toBeInTheDocument();
  });

  it('shows why the list could not be loaded and retries', async () => {
    let fail = true;
    const { platform } = createFakePlatform([
      {
        method: 'GET',
        path: /^\/api\/areas\?/,
        reply: () =>
          fail
            ? [500, { data: null, error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error' } }]
            : listReply([]),
      },
    ]);
    renderJobs('/areas', platform);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load areas');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No areas match')).toBeInTheDocument();
  });
});
