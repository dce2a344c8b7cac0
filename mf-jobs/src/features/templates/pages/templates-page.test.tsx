import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakePlatform, entry, listCalls, listReply, type FakeRoute } from '@haulage/shared/area-kit/testing';
import { renderJobs } from '#testing';

const template = {
  ...entry('tpl1', 1),
  jobNumber: 3001,
  kind: 'template',
  status: 'draft',
  plannedDate: '2026-03-02',
  customer: { ...entry('cust1'), companyName: 'Åkeri Väst AB' },
  contact: null,
  customerReference: 'PO-WEEKLY',
  goodsDescription: 'Paper reels',
  weightKg: 12_500,
  pallets: 18,
  adr: false,
  vehicleClass: 'truck',
  kmPlanned: 142,
  notesInternal: null,
  notesDriver: null,
  stops: [
    {
      ...entry('s1'),
      sequence: 1,
      type: 'pickup',
      place: 'Holmen Braviken, Norrköping',
      plannedFrom: '2026-03-02T05:00:00.000Z',
      plannedTo: '2026-03-02T06:00:00.000Z',
      destination: { ...entry('dest1'), name: 'Holmen Braviken' },
    },
    {
      ...entry('s2'),
      sequence: 2,
      type: 'delivery',
      place: 'Saab Linköping, Linköping',
      plannedFrom: null,
      plannedTo: null,
      destination: { ...entry('dest2'), name: 'Saab Linköping' },
    },
  ],
};

/** Dangerous goods: the row names their ADR line. */
const dieselTemplate = {
  ...template,
  ...entry('tpl2', 2),
  jobNumber: 3002,
  goodsDescription: 'Diesel fuel',
  adr: true,
  unNumber: '1202',
  adrClass: '3',
  packingGroup: 'III',
};

const routes = (createMulti: FakeRoute['reply']): FakeRoute[] => [
  { method: 'GET', path: /^\/api\/jobs\?/, reply: () => listReply([template, dieselTemplate], 1, 20, 2) },
  { method: 'POST', path: /^\/api\/jobs\/createMulti$/, reply: createMulti },
  { method: 'DELETE', path: /^\/api\/jobs\/tpl1$/, reply: () => [204, null] },
];

const created = () =>
  routes((call) => {
    const jobs = call.body.data as unknown as { plannedDate: string }[];
    return [
      201,
      { data: jobs.map((job, i) => ({ ...entry(`new${i}`, 10 + i), jobNumber: 3012 + i, ...job })), meta: { count: jobs.length } },
    ];
  });

const chooseDays = async (dialog: HTMLElement, days: string[]) => {
  for (const day of days) {
    await userEvent.type(within(dialog).getByLabelText('Day'), day);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add date' }));
  }
};

describe('templates', () => {
  it('lists templates with their own paging and links to create and edit them', async () => {
    const { platform, calls } = createFakePlatform(created());
    renderJobs('/jobs/templates', platform);
    expect(await screen.findByRole('heading', { level: 1, name: 'Job templates' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Templates' });
    expect(within(table).getAllByText('Holmen Braviken, Norrköping → Saab Linköping, Linköping')).toHaveLength(2);
    expect(within(table).getByText('Paper reels')).toBeInTheDocument();
    expect(within(table).getByText('Diesel fuel · ADR UN 1202, 3, III')).toBeInTheDocument();
    const url = listCalls(calls, '/api/jobs')[0]!;
    expect(url).toContain('pagination[pageSize]=20');
    expect(url).toContain('filters[kind][$eq]=template');
    expect(url).toContain('populate[stops][populate][destination][fields][0]=name');
    expect(screen.getByRole('link', { name: 'Create template' })).toHaveAttribute('href', '/jobs/createJob?kind=template');
    expect(screen.getByRole('link', { name: 'Edit template 3001' })).toHaveAttribute('href', '/jobs/editJob?id=tpl1');
  });

  it('creates one open job per chosen day, the stops moved to that day, and shows how many', async () => {
    const { platform, calls, toasts } = createFakePlatform(created());
    renderJobs('/jobs/templates', platform);
    await userEvent.click(await screen.findByRole('button', { name: 'Create jobs from template 3001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create jobs from template 3001' });
    await chooseDays(dialog, ['2026-03-16', '2026-03-09', '2026-03-23']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove 2026-03-23' }));
    expect(within(within(dialog).getByRole('list', { name: 'Chosen days' })).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create 2 jobs' }));
    expect(await within(dialog).findByText('2 jobs created: 3012, 3013.')).toBeInTheDocument();
    expect(toasts).toContainEqual({ status: 'success', message: '2 jobs created' });
    const body = calls.find((call) => call.url === '/api/jobs/createMulti')!.body as unknown as { data: Record<string, unknown>[] };
    expect(body.data).toHaveLength(2);
    expect(body.data[0]).toMatchObject({
      kind: 'job',
      status: 'open',
      plannedDate: '2026-03-09',
      customer: 'cust1',
      customerReference: 'PO-WEEKLY',
      stops: [
        { type: 'pickup', destination: 'dest1', plannedFrom: '2026-03-09T05:00:00.000Z', plannedTo: '2026-03-09T06:00:00.000Z' },
        { type: 'delivery', destination: 'dest2', plannedFrom: null, plannedTo: null },
      ],
    });
    expect(body.data[1]).toMatchObject({ plannedDate: '2026-03-16' });
  });

  it('names the job, day and field the API refused, and creates nothing', async () => {
    const refuse = routes(() => [
      400,
      {
        data: null,
        error: {
          status: 400,
          name: 'ValidationError',
          message: 'Job 1 (data[1]), stops.1.destination: No destination has this id',
          details: { errors: [{ path: [1, 'stops', '1', 'destination'], message: 'No destination has this id', name: 'ValidationError' }] },
        },
      },
    ]);
    const { platform } = createFakePlatform(refuse);
    renderJobs('/jobs/templates', platform);
    await userEvent.click(await screen.findByRole('button', { name: 'Create jobs from template 3001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create jobs from template 3001' });
    await chooseDays(dialog, ['2026-03-09', '2026-03-16']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create 2 jobs' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Job 1 (data[1]) for 2026-03-16, stops.1.destination: No destination has this id',
    );
  });

  it('deletes a template after asking', async () => {
    const { platform, calls, toasts } = createFakePlatform(created());
    renderJobs('/jobs/templates', platform);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete template 3001' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete template' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(toasts).toContainEqual({ status: 'success', message: 'Template 3001 is deleted' }));
    expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/jobs/tpl1')).toBe(true);
  });

  it('shows a viewer the templates without actions', async () => {
    const { platform } = createFakePlatform(created(), 'viewer');
    renderJobs('/jobs/templates', platform);
    await screen.findByRole('table', { name: 'Templates' });
    expect(screen.queryByRole('link', { name: 'Create template' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Create jobs/ })).not.toBeInTheDocument();
  });
});
