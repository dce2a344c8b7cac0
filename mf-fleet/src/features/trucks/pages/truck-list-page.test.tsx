import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listRequests, renderFleet } from '../../../test/render-fleet';
import { aTruck, listEnvelope } from '../../../test/strapi-fixtures';
import type { RecordedRequest } from '../../../test/fake-platform';

const volvo = aTruck({ truckName: 'Volvo FH16', truckNumber: '7', registrationPlateNumber: 'KLM123', area: { name: 'Göteborg' } as never });
const scania = aTruck({ truckName: 'Scania R500', truckStatus: 'in_workshop' });

const trucksRoute = (items = [volvo, scania]) => (request: RecordedRequest) =>
  request.url.startsWith('/api/trucks?') ? listEnvelope(items, 1, 3, 45) : request.url.startsWith('/api/areas') ? listEnvelope([]) : undefined;

const lastListUrl = (requests: RecordedRequest[]) => listRequests(requests, '/api/trucks').at(-1) ?? '';

describe('truck list', () => {
  it('renders the rows of the Strapi envelope with the spec query', async () => {
    const { requests } = renderFleet('/trucks', trucksRoute());
    const table = await screen.findByRole('table', { name: 'Trucks' });
    expect(within(table).getByRole('link', { name: 'Volvo FH16' })).toHaveAttribute('href', `/trucks/${volvo.documentId}`);
    expect(within(table).getByText('KLM123')).toBeInTheDocument();
    expect(within(table).getByText('Göteborg')).toBeInTheDocument();
    expect(within(table).getByText('In workshop')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(lastListUrl(requests)).toBe('/api/trucks?pagination[page]=1&pagination[pageSize]=20&pagination[withCount]=true&populate=*');
  });

  it('sends search, status, sort and page changes as the spec query string and keeps them in the URL', async () => {
    const user = userEvent.setup();
    const { requests } = renderFleet('/trucks', trucksRoute());
    await screen.findByRole('link', { name: 'Volvo FH16' });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'göt');
    await waitFor(() => expect(lastListUrl(requests)).toContain('filters[$or][0][truckName][$containsi]=göt'));
    const searched = lastListUrl(requests);
    expect(searched).toContain('filters[$or][1][truckNumber][$containsi]=göt');
    expect(searched).toContain('filters[$or][2][registrationPlateNumber][$containsi]=göt');
    expect(searched).toContain('filters[$or][3][area][name][$containsi]=göt');
    expect(window.location.search).toContain('search=g');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'in_workshop');
    await waitFor(() => expect(lastListUrl(requests)).toContain('filters[truck_status][$eq]=in_workshop'));

    await user.click(await screen.findByRole('button', { name: /Truck name/ }));
    await waitFor(() => expect(lastListUrl(requests)).toContain('sort[0]=truckName:asc'));

    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastListUrl(requests)).toContain('pagination[page]=2'));
    expect(lastListUrl(requests)).toContain('filters[truck_status][$eq]=in_workshop');
    expect(window.location.search).toContain('page=2');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'all');
    await waitFor(() => expect(lastListUrl(requests)).not.toContain('truck_status'));
  });

  it('refetches the list when another user changes a truck', async () => {
    let items = [volvo];
    const { emit } = renderFleet('/trucks', (request) => trucksRoute(items)(request));
    await screen.findByRole('link', { name: 'Volvo FH16' });
    items = [volvo, aTruck({ truckName: 'MAN TGX' })];
    act(() => emit('trucks', 'created', { documentId: 'x', id: 99 }));
    expect(await screen.findByRole('link', { name: 'MAN TGX' })).toBeInTheDocument();
  });

  it('offers Add truck to a dispatcher but not to a viewer', async () => {
    const dispatcher = renderFleet('/trucks', trucksRoute());
    expect(await screen.findByRole('button', { name: 'Add truck' })).toBeInTheDocument();
    dispatcher.view.unmount();

    renderFleet('/trucks', trucksRoute(), 'viewer');
    await screen.findByRole('link', { name: 'Volvo FH16' });
    expect(screen.queryByRole('button', { name: 'Add truck' })).not.toBeInTheDocument();
  });

  it('shows an error with Retry when the list fails', async () => {
    let fail = true;
    renderFleet('/trucks', (request) =>
      fail && request.url.startsWith('/api/trucks?') ? { status: 500, data: { data: null, error: { status: 500, name: 'InternalServerError', message: 'Database is down' } } } : trucksRoute()(request),
    );
    expect(await screen.findByText('Database is down')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Volvo FH16' })).toBeInTheDocument();
  });
});
