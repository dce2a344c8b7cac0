import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform, entry, itemReply, listReply, type FakeRoute } from '@haulage/shared/area-kit/testing';
import { renderJobs } from '#testing';
import { AGREEMENT, CONTACTS, CUSTOMER, DESTINATIONS, PRICING_MODEL, destinationsFor } from './job-form-fixtures';

const job = {
  ...entry('job7', 7),
  jobNumber: 1042,
  kind: 'job',
  status: 'planned',
  customerReference: 'PO-1',
  goodsDescription: 'Paper reels',
  weightKg: 12000,
  pallets: 12,
  adr: false,
  vehicleClass: 'truck',
  plannedDate: '2026-03-10',
  kmPlanned: 310,
  kmActual: null,
  hoursActual: null,
  notesDriver: null,
  notesInternal: null,
  customer: CUSTOMER,
  contact: CONTACTS[0],
  stops: [
    {
      ...entry('s1', 31),
      sequence: 1,
      type: 'pickup',
      place: 'Volvo Cars Torslanda, Torslanda',
      destination: DESTINATIONS[0],
      plannedFrom: '2026-03-10T07:00:00.000Z',
      plannedTo: null,
      arrivedAt: null,
      departedAt: null,
    },
    {
      ...entry('s2', 32),
      sequence: 2,
      type: 'delivery',
      place: 'IKEA Distribution Jönköping, Jönköping',
      destination: DESTINATIONS[1],
      plannedFrom: '2026-03-10T11:00:00.000Z',
      plannedTo: null,
      arrivedAt: null,
      departedAt: null,
    },
  ],
};

const routes = (extra: FakeRoute[] = []): FakeRoute[] => [
  ...extra,
  { method: 'GET', path: /^\/api\/jobs\/job7/, reply: () => itemReply(job) },
  { method: 'PUT', path: /^\/api\/jobs\/job7/, reply: (call) => itemReply({ ...job, ...call.body.data }) },
  { method: 'GET', path: /^\/api\/customer-contacts\?/, reply: () => listReply(CONTACTS) },
  { method: 'GET', path: /^\/api\/customer-pricing\/model/, reply: () => itemReply(PRICING_MODEL) },
  { method: 'GET', path: /^\/api\/customer-pricings\?/, reply: () => listReply([AGREEMENT]) },
  { method: 'GET', path: /^\/api\/destinations\?/, reply: (call) => listReply(destinationsFor(call.url)) },
  { method: 'GET', path: /^\/api\//, reply: () => listReply([]) },
];

describe('edit job', () => {
  it('shows the job as saved and sends only what changed, without its status', async () => {
    const fake = createFakePlatform(routes(), 'dispatcher');
    renderJobs('/jobs/editJob?id=job7', fake.platform);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit job 1042' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Customer/ })).toHaveValue('cust1');
    expect(screen.getByRole('option', { name: 'Nord Bygg AB' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Contact' })).toHaveValue('con1'));
    expect(screen.getByRole('combobox', { name: 'Stop 2 destination' })).toHaveValue('dest2');
    expect(screen.getByRole('textbox', { name: 'Km planned' })).toHaveValue('310');

    await userEvent.clear(screen.getByRole('textbox', { name: 'Km planned' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Km planned' }), '320');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.toasts).toContainEqual({ status: 'success', message: 'Job is updated successfully' }));
    expect(fake.calls.find((call) => call.method === 'PUT')!.body).toEqual({ data: { kmPlanned: 320 } });
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/jobs/jobDetails?id=job7'));
  });

  it('sends the stops whole when their order changes', async () => {
    const fake = createFakePlatform(routes(), 'dispatcher');
    renderJobs('/jobs/editJob?id=job7', fake.platform);
    await userEvent.click(await screen.findByRole('button', { name: 'Move stop 2 up' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Stop 1 type' }), 'pickup');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Stop 2 type' }), 'delivery');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.calls.some((call) => call.method === 'PUT')).toBe(true));
    const data = fake.calls.find((call) => call.method === 'PUT')!.body.data!;
    expect(Object.keys(data)).toEqual(['stops']);
    expect((data.stops as { destination: string }[]).map((stop) => stop.destination)).toEqual(['dest2', 'dest1']);
  });

  it('tells a viewer they may not change jobs', async () => {
    const fake = createFakePlatform(routes(), 'viewer');
    renderJobs('/jobs/editJob?id=job7', fake.platform);
    expect(await screen.findByText('403 Unauthorized')).toBeInTheDocument();
    expect(fake.calls.filter((call) => call.url.startsWith('/api/jobs'))).toHaveLength(0);
  });
});
