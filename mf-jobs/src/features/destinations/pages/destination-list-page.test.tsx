import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createFakePlatform,
  entry,
  itemReply,
  listCalls,
  listReply,
  validationReply,
  type FakeRoute,
} from '@haulage/shared/area-kit/testing';
import { renderJobs } from '#testing';

const gothenburg = { ...entry('area1', 1), name: 'Göteborg', code: 'GBG', description: null };
const malmo = { ...entry('area2', 2), name: 'Malmö', code: 'MMX', description: null };

const destination = (n: number) => ({
  ...entry(`dest${n}`, n),
  name: `Hamnterminalen ${n}`,
  address: 'Stora Nygatan 1',
  postcode: '411 08',
  city: 'Göteborg',
  country: 'SE',
  latitude: 57.7089,
  longitude: 11.9746,
  openingHours: 'Mon–Fri 07–16',
  notes: null,
  area: gothenburg,
});

const routes = (extra: FakeRoute[] = []): FakeRoute[] => [
  ...extra,
  { method: 'GET', path: /^\/api\/destinations\?/, reply: () => listReply([destination(1), destination(2)], 1, 20, 45) },
  { method: 'GET', path: /^\/api\/areas\?/, reply: () => listReply([gothenburg, malmo]) },
];

const lastListUrl = (calls: Parameters<typeof listCalls>[0]) => listCalls(calls, '/api/destinations').at(-1) ?? '';

describe('destination list', () => {
  it('asks for the first page of 20 by name with the area populated and shows every column', async () => {
    const { platform, calls } = createFakePlatform(routes());
    renderJobs('/destinations', platform);
    const table = await screen.findByRole('table', { name: 'Destinations' });
    const row = (await within(table).findByText('Hamnterminalen 1')).closest('tr')!;
    expect(within(row).getByText('Stora Nygatan 1')).toBeInTheDocument();
    expect(within(row).getByText('411 08')).toBeInTheDocument();
    expect(within(row).getAllByText('Göteborg')).toHaveLength(2);
    expect(within(row).getByText('57.7089° N, 11.9746° E')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Destinations' })).toBeInTheDocument();
    expect(screen.getByText(/Page 1 of 3/)).toBeInTheDocument();
    expect(listCalls(calls, '/api/destinations')[0]).toBe(
      '/api/destinations?sort[0]=name:asc&pagination[page]=1&pagination[pageSize]=20&pagination[withCount]=true&populate[0]=area',
    );
  });

  it('searches as the user types, narrows to an area, sorts by city and pages, all in the URL', async () => {
    const user = userEvent.setup();
    const { platform, calls } = createFakePlatform(routes());
    renderJobs('/destinations', platform);
    await screen.findByText('Hamnterminalen 1');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'hamn');
    await waitFor(() => expect(lastListUrl(calls)).toContain('_q=hamn'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Area' }), 'Malmö');
    await waitFor(() => expect(lastListUrl(calls)).toContain('filters[area][documentId][$eq]=area2'));
    expect(lastListUrl(calls)).toContain('_q=hamn');

    await user.click(within(screen.getByRole('columnheader', { name: /City/ })).getByRole('button'));
    await waitFor(() => expect(lastListUrl(calls)).toContain('sort[0]=city:asc'));

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastListUrl(calls)).toContain('pagination[page]=2'));
    const query = new URLSearchParams(window.location.search);
    expect(Object.fromEntries(query)).toEqual({ search: 'hamn', area: 'area2', sort: 'city:asc', page: '2' });
  });

  it('opens narrowed to the area named in the URL', async () => {
    const { platform, calls } = createFakePlatform(routes());
    renderJobs('/destinations?area=area2', platform);
    await screen.findByText('Hamnterminalen 1');
    expect(listCalls(calls, '/api/destinations')[0]).toContain('filters[area][documentId][$eq]=area2');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Area' })).toHaveValue('area2'));
  });

  it('offers a viewer neither create, edit nor delete', async () => {
    const { platform } = createFakePlatform(routes(), 'viewer');
    renderJobs('/destinations', platform);
    await screen.findByText('Hamnterminalen 1');
    expect(screen.queryByRole('button', { name: 'Create destination' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
  });

  it('opens the create screen from the Create destination button', async () => {
    const user = userEvent.setup();
    const { platform } = createFakePlatform(routes());
    renderJobs('/destinations', platform);
    await user.click(await screen.findByRole('button', { name: 'Create destination' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create destination' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/destinations/createDestination');
  });

  it('edits a destination in a dialog with a PUT and says so', async () => {
    const user = userEvent.setup();
    const { platform, calls, toasts } = createFakePlatform(
      routes([
        { method: 'PUT', path: /^\/api\/destinations\/dest1$/, reply: (call) => itemReply({ ...destination(1), ...call.body.data }) },
      ]),
    );
    renderJobs('/destinations', platform);
    await user.click(await screen.findByRole('button', { name: 'Edit Hamnterminalen 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: 'Area' })).toHaveValue('area1');
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Skandiahamnen');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts).toContainEqual({ status: 'success', message: 'Destination is updated successfully' }));
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.body.data).toEqual(
      expect.objectContaining({ name: 'Skandiahamnen', postcode: '411 08', area: 'area1', latitude: 57.7089, longitude: 11.9746 }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the API’s own message when it refuses a delete', async () => {
    const user = userEvent.setup();
    const { platform } = createFakePlatform(
      routes([
        {
          method: 'DELETE',
          path: /^\/api\/destinations\/dest2$/,
          reply: () => validationReply('Hamnterminalen 2 is a stop of 3 planned jobs'),
        },
      ]),
    );
    renderJobs('/destinations', platform);
    await user.click(await screen.findByRole('button', { name: 'Delete Hamnterminalen 2' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Hamnterminalen 2 is a stop of 3 planned jobs');
  });

  it('deletes a destination once confirmed', async () => {
    const user = userEvent.setup();
    const { platform, calls, toasts } = createFakePlatform(
      routes([{ method: 'DELETE', path: /^\/api\/destinations\/dest1$/, reply: () => [204, null] }]),
    );
    renderJobs('/destinations', platform);
    await user.click(await screen.findByRole('button', { name: 'Delete Hamnterminalen 1' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts).toContainEqual({ status: 'success', message: 'Destination is deleted successfully' }));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/api/destinations/dest1']);
  });
});
