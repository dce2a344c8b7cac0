import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Truck } from '@haulage/shared/contracts';
import { listCalls, listReply, type FakeCall, type FakeRoute } from '@haulage/shared/area-kit/testing';
import { renderFleet } from '../../../test/render-fleet';
import { aTruck } from '../../../test/strapi-fixtures';

const volvo = aTruck({ truckName: 'Volvo FH16', truckNumber: '7', registrationPlateNumber: 'KLM123', area: { name: 'Göteborg' } as never });
const scania = aTruck({ truckName: 'Scania R500', truckStatus: 'in_workshop' });

const trucksRoutes = (items: () => Truck[] = () => [volvo, scania]): FakeRoute[] => [
  { method: 'GET', path: /^\/api\/trucks\?/, reply: () => listReply(items(), 1, 20, 45) },
  { method: 'GET', path: /^\/api\/areas/, reply: () => listReply([]) },
];

const lastListUrl = (calls: FakeCall[]) => listCalls(calls, '/api/trucks').at(-1) ?? '';

describe('truck list', () => {
  it('renders the rows of the Strapi envelope with the spec query', async () => {
    const { calls } = renderFleet('/trucks', trucksRoutes());
    const table = await screen.findByRole('table', { name: 'Trucks' });
    expect(within(table).getByRole('link', { name: 'Volvo FH16' })).toHaveAttribute('href', `/trucks/${volvo.documentId}`);
    expect(within(table).getByText('KLM123')).toBeInTheDocument();
    expect(within(table).getByText('Göteborg')).toBeInTheDocument();
    expect(within(table).getByText('In workshop')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(lastListUrl(calls)).toBe('/api/trucks?pagination[page]=1&pagination[pageSize]=20&pagination[withCount]=true&populate=*');
  });

  it('sends search, status, sort and page changes as the spec query string and keeps them in the URL', async () => {
    const user = userEvent.setup();
    const { calls } = renderFleet('/trucks', trucksRoutes());
    await screen.findByRole('link', { name: 'Volvo FH16' });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'göt');
    await waitFor(() => expect(lastListUrl(calls)).toContain('_q=göt'));
    expect(window.location.search).toContain('search=g');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'in_workshop');
    await waitFor(() => expect(lastListUrl(calls)).toContain('filters[truck_status][$eq]=in_workshop'));

    await user.click(await screen.findByRole('button', { name: /Truck name/ }));
    await waitFor(() => expect(lastListUrl(calls)).toContain('sort[0]=truckName:asc'));
    expect(new URLSearchParams(window.location.search).get('sort')).toBe('truckName:asc');

    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastListUrl(calls)).toContain('pagination[page]=2'));
    expect(lastListUrl(calls)).toContain('filters[truck_status][$eq]=in_workshop');
    expect(window.location.search).toContain('page=2');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'all');
    await waitFor(() => expect(lastListUrl(calls)).not.toContain('truck_status'));
  });

  it('refetches the list when another user changes a truck', async () => {
    let items = [volvo];
    const { realtime } = renderFleet(
      '/trucks',
      trucksRoutes(() => items),
    );
    await screen.findByRole('link', { name: 'Volvo FH16' });
    items = [volvo, aTruck({ truckName: 'MAN TGX' })];
    act(() => realtime.publish('trucks', 'created', { documentId: 'x', id: 99 }));
    expect(await screen.findByRole('link', { name: 'MAN TGX' })).toBeInTheDocument();
  });

  it('offers Add truck to a dispatcher but not to a viewer', async () => {
    const dispatcher = renderFleet('/trucks', trucksRoutes());
    expect(await screen.findByRole('button', { name: 'Add truck' })).toBeInTheDocument();
    dispatcher.view.unmount();

    renderFleet('/trucks', trucksRoutes(), 'viewer');
    await screen.findByRole('link', { name: 'Volvo FH16' });
    expect(screen.queryByRole('button', { name: 'Add truck' })).not.toBeInTheDocument();
  });

  it('shows an error with Retry when the list fails', async () => {
    let fail = true;
    const down = { data: null, error: { status: 500, name: 'InternalServerError', message: 'Database is down' } };
    renderFleet('/trucks', [
      { method: 'GET', path: /^\/api\/trucks\?/, reply: () => (fail ? [500, down] : listReply([volvo, scania])) },
      ...trucksRoutes(),
    ]);
    // A server fault's own text is for the operators, not the user.
    expect(await screen.findByText('Something went wrong on the server')).toBeInTheDocument();
    expect(screen.queryByText('Database is down')).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Volvo FH16' })).toBeInTheDocument();
  });
});
