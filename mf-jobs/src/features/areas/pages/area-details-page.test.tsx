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
import { planningWindow } from '../model/planning-window';

const truck = (n: number, truckName: string) => ({
  ...entry(`truck${n}`, n),
  truckName,
  truckNumber: `T-${n}`,
  registrationPlateNumber: `ABC12${n}`,
  truckStatus: 'available',
});
const gothenburg = {
  ...entry('area1', 1),
  name: 'Göteborg',
  code: 'GBG',
  description: 'West coast depot',
  trucks: [truck(1, 'Volvo FH16'), truck(2, 'Scania R500')],
};
const job = {
  ...entry('job1', 1),
  jobNumber: 1042,
  status: 'planned',
  plannedDate: planningWindow().from,
  customer: { ...entry('cust1'), companyName: 'Nordfrakt AB' },
  truck: truck(1, 'Volvo FH16'),
};
const destination = { ...entry('dest1'), name: 'Hamnterminalen', address: 'Stora Nygatan 1', postcode: '411 08', city: 'Göteborg' };

const routes = (extra: FakeRoute[] = []): FakeRoute[] => [
  ...extra,
  { method: 'GET', path: /^\/api\/areas\/area1\?/, reply: () => itemReply(gothenburg) },
  { method: 'GET', path: /^\/api\/jobs\?/, reply: () => listReply([job]) },
  { method: 'GET', path: /^\/api\/destinations\?/, reply: () => listReply([destination]) },
];

describe('area details', () => {
  it('shows the area with its trucks, each opening the fleet’s truck page', async () => {
    const user = userEvent.setup();
    const { platform, calls, navigations } = createFakePlatform(routes());
    renderJobs('/areas/areaDetails?id=area1', platform);
    expect(await screen.findByRole('heading', { level: 1, name: 'Göteborg' })).toBeInTheDocument();
    expect(screen.getByText('West coast depot')).toBeInTheDocument();
    expect(calls[0]!.url).toContain('/api/areas/area1?');
    expect(calls[0]!.url).toContain('populate[trucks][sort][0]=truckName:asc');
    const trucks = screen.getByRole('table', { name: 'Trucks in the area' });
    const volvo = within(trucks).getByRole('link', { name: 'Volvo FH16' });
    expect(volvo).toHaveAttribute('href', '/trucks/truck1');
    expect(within(trucks).getByText('ABC122')).toBeInTheDocument();
    await user.click(volvo);
    expect(navigations).toEqual(['/trucks/truck1']);
  });

  it('lists the jobs planned on the area’s trucks from today through the coming week', async () => {
    const { platform, calls } = createFakePlatform(routes());
    renderJobs('/areas/areaDetails?id=area1', platform);
    const jobs = await screen.findByRole('table', { name: 'Jobs in the area' });
    expect(await within(jobs).findByRole('link', { name: 'Job 1042' })).toHaveAttribute('href', '/jobs/jobDetails?id=job1');
    expect(within(jobs).getByText('Nordfrakt AB')).toBeInTheDocument();
    expect(within(jobs).getByText('Planned')).toBeInTheDocument();
    const { from, to } = planningWindow();
    const url = listCalls(calls, '/api/jobs')[0];
    expect(url).toContain('filters[truck][area][documentId][$eq]=area1');
    expect(url).toContain(`filters[plannedDate][$gte]=${from}&filters[plannedDate][$lte]=${to}`);
    expect(screen.getByText(`Planned on the area's trucks from ${from} to ${to}.`)).toBeInTheDocument();
  });

  it('lists the area’s destinations and links to the destination list narrowed to it', async () => {
    const { platform, calls } = createFakePlatform(routes());
    renderJobs('/areas/areaDetails?id=area1', platform);
    const places = await screen.findByRole('table', { name: 'Destinations in the area' });
    expect(await within(places).findByText('Hamnterminalen')).toBeInTheDocument();
    expect(listCalls(calls, '/api/destinations')[0]).toContain('filters[area][documentId][$eq]=area1');
    expect(screen.getByRole('link', { name: 'Open in the destination list' })).toHaveAttribute('href', '/destinations?area=area1');
  });

  it('lets a dispatcher edit but only an admin delete, and a viewer neither', async () => {
    const dispatcher = createFakePlatform(routes(), 'dispatcher');
    const first = renderJobs('/areas/areaDetails?id=area1', dispatcher.platform);
    expect(await screen.findByRole('button', { name: 'Edit area' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete area' })).not.toBeInTheDocument();
    first.unmount();
    const viewer = createFakePlatform(routes(), 'viewer');
    renderJobs('/areas/areaDetails?id=area1', viewer.platform);
    await screen.findByRole('heading', { level: 1, name: 'Göteborg' });
    expect(screen.queryByRole('button', { name: 'Edit area' })).not.toBeInTheDocument();
  });

  it('opens the edit screen', async () => {
    const user = userEvent.setup();
    const { platform } = createFakePlatform(routes());
    renderJobs('/areas/areaDetails?id=area1', platform);
    await user.click(await screen.findByRole('button', { name: 'Edit area' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Göteborg' })).toBeInTheDocument();
  });

  it('shows why the API refuses to delete an area with trucks', async () => {
    const user = userEvent.setup();
    const { platform } = createFakePlatform(
      routes([{ method: 'DELETE', path: /^\/api\/areas\/area1$/, reply: () => validationReply('Area Göteborg still has 2 trucks') }]),
    );
    renderJobs('/areas/areaDetails?id=area1', platform);
    await user.click(await screen.findByRole('button', { name: 'Delete area' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Area Göteborg still has 2 trucks');
    expect(window.location.pathname).toBe('/areas/areaDetails');
  });

  it('goes back to the list once an empty area is deleted', async () => {
    const user = userEvent.setup();
    const { platform, toasts } = createFakePlatform(
      routes([
        { method: 'DELETE', path: /^\/api\/areas\/area1$/, reply: () => [204, null] },
        { method: 'GET', path: /^\/api\/areas\?/, reply: () => listReply([]) },
      ]),
    );
    renderJobs('/areas/areaDetails?id=area1', platform);
    await user.click(await screen.findByRole('button', { name: 'Delete area' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts).toContainEqual({ status: 'success', message: 'Area is deleted successfully' }));
    await waitFor(() => expect(window.location.pathname).toBe('/areas'));
  });
});
