import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform, entry, itemReply, listCalls, listReply, type FakeRoute } from '@haulage/shared/area-kit/testing';
import { renderJobs } from '#testing';

const truck = (n: number, name: string) => ({ ...entry(`truck${n}`, n), truckName: name, truckNumber: String(100 + n) });
const driver = (n: number, first: string, last: string) => ({ ...entry(`drv${n}`, n), firstName: first, lastName: last });
const TRUCKS = [truck(1, 'Volvo FH16 750'), truck(2, 'Scania R 500'), truck(42, 'Scania S 730')];
const DRIVERS = [driver(1, 'Sven', 'Ek'), driver(7, 'Aino', 'Virtanen')];

/** The fake server's search: `_q` against the names, as the API's does. */
const searched = <T extends object>(rows: T[], url: string) => {
  const term = new URLSearchParams(url.split('?')[1]).get('_q')?.toLowerCase() ?? '';
  return rows.filter((row) => JSON.stringify(row).toLowerCase().includes(term));
};

const trip = {
  ...entry('trip9', 9),
  tripNumber: 9,
  date: '2026-12-01',
  status: 'planned',
  revenue: 0,
  jobCount: 2,
  kmEstimate: 120,
  minutesEstimate: 110,
  estimateSource: 'straight_line',
  truck: TRUCKS[2],
  driver: DRIVERS[1],
  jobs: [],
  stops: [],
};

const routes: FakeRoute[] = [
  { method: 'GET', path: /^\/api\/trucks\?/, reply: (call) => listReply(searched(TRUCKS, call.url)) },
  { method: 'GET', path: /^\/api\/drivers\?/, reply: (call) => listReply(searched(DRIVERS, call.url)) },
  { method: 'GET', path: /^\/api\/trips\/trip9/, reply: () => itemReply(trip) },
  { method: 'GET', path: /^\/api\/trips\?/, reply: () => listReply([]) },
  { method: 'POST', path: /^\/api\/trips$/, reply: () => itemReply(trip, 201) },
];

describe('combine jobs', () => {
  beforeEach(() => {
    sessionStorage.setItem(
      'haulage.jobs.combineJobs',
      JSON.stringify({
        jobs: [
          { documentId: 'job1', jobNumber: 1001, label: 'Göteborg → Borås' },
          { documentId: 'job2', jobNumber: 1002, label: 'Borås → Jönköping' },
        ],
      }),
    );
  });

  it('finds the truck and driver by the server’s search, keeps the choice named, and creates the trip with them', async () => {
    const user = userEvent.setup();
    const { platform, calls } = createFakePlatform(routes, 'dispatcher');
    renderJobs('/jobs/combineJobs', platform);
    const form = await screen.findByRole('form', { name: 'New trip' });
    await user.type(within(form).getByRole('searchbox', { name: 'Search trucks' }), 'S 730');
    await waitFor(() => expect(listCalls(calls, '/api/trucks').at(-1)).toContain('_q=S 730'));
    const trucks = within(form).getByRole('combobox', { name: /^Truck/ });
    await waitFor(() => expect(within(trucks).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(trucks, 'truck42');
    await user.clear(within(form).getByRole('searchbox', { name: 'Search trucks' }));
    await user.type(within(form).getByRole('searchbox', { name: 'Search trucks' }), 'Volvo');
    await waitFor(() => expect(listCalls(calls, '/api/trucks').at(-1)).toContain('_q=Volvo'));
    // The chosen truck stays chosen and named while another search answers other trucks.
    expect(trucks).toHaveValue('truck42');
    expect(within(trucks).getByRole('option', { name: 'Scania S 730 (142)' })).toBeInTheDocument();

    await user.type(within(form).getByRole('searchbox', { name: 'Search drivers' }), 'Virt');
    await waitFor(() => expect(listCalls(calls, '/api/drivers').at(-1)).toContain('_q=Virt'));
    const drivers = within(form).getByRole('combobox', { name: /^Driver/ });
    await waitFor(() => expect(within(drivers).getByRole('option', { name: 'Aino Virtanen' })).toBeInTheDocument());
    await user.selectOptions(drivers, 'drv7');
    await user.click(within(form).getByRole('button', { name: 'Create trip' }));
    const post = await waitFor(() => {
      const call = calls.find((c) => c.method === 'POST' && c.url === '/api/trips');
      expect(call).toBeDefined();
      return call!;
    });
    expect(post.body.data).toMatchObject({ jobs: ['job1', 'job2'], truck: 'truck42', driver: 'drv7' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Trip 9' })).toBeInTheDocument();
  });
});
