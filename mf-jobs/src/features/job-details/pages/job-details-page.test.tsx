import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { createFakePlatform, entry, itemReply, listReply, validationReply, type FakeRoute } from '@haulage/shared/area-kit/testing';
import { renderJobs } from '#testing';

const place = (documentId: string, id: number, name: string, city: string, latitude: number, longitude: number) => ({
  ...entry(documentId, id),
  name,
  city,
  latitude,
  longitude,
});

const baseJob = {
  ...entry('job7', 7),
  jobNumber: 1042,
  kind: 'job',
  status: 'open',
  customerReference: 'PO-20001',
  goodsDescription: 'Paper reels',
  weightKg: 12500,
  pallets: 12,
  goodsMarks: 'NF 1-12',
  packageCount: 24,
  packaging: 'Cartons',
  volumeM3: 33.125,
  adr: true,
  unNumber: '1203',
  adrClass: '3',
  packingGroup: 'II',
  vehicleClass: 'truck',
  plannedDate: '2026-03-10',
  kmPlanned: 310,
  kmActual: null as number | null,
  hoursActual: null as number | null,
  eta: '2026-03-10T10:45:00.000Z',
  priceTotal: 455000,
  currency: 'SEK',
  charges: [
    {
      component: 'hour',
      description: 'Hours (per started 15 min)',
      quantity: 3,
      unit: 'h',
      unitPrice: 65000,
      amount: 195000,
      source: 'agreement',
    },
    { type: 'crane', description: 'Crane lift', quantity: 1, unit: 'job', unitPrice: 260000, amount: 260000, source: 'manual' },
  ],
  notesInternal: null,
  notesDriver: 'Call before arrival',
  confirmationStatus: 'not_sent',
  cancelReason: null,
  customer: { ...entry('cust1', 1), companyName: 'Nord Bygg AB' },
  contact: { id: 3, documentId: 'con1', firstName: 'Anna', lastName: 'Karlsson', phoneNumber: '070-123 45 67' },
  truck: null as Record<string, unknown> | null,
  driver: null,
  trailers: [],
  stops: [
    {
      ...entry('s2', 32),
      sequence: 2,
      type: 'delivery',
      place: 'IKEA Distribution Jönköping, Jönköping',
      plannedFrom: '2026-03-10T10:00:00.000Z',
      plannedTo: '2026-03-10T11:00:00.000Z',
      arrivedAt: null,
      departedAt: null,
      destination: place('dest2', 12, 'IKEA Distribution Jönköping', 'Jönköping', 57.78, 14.16),
    },
    {
      ...entry('s1', 31),
      sequence: 1,
      type: 'pickup',
      place: 'Volvo Cars Torslanda, Torslanda',
      plannedFrom: '2026-03-10T07:00:00.000Z',
      plannedTo: '2026-03-10T08:00:00.000Z',
      arrivedAt: '2026-03-10T07:05:00.000Z',
      departedAt: null,
      destination: place('dest1', 11, 'Volvo Cars Torslanda', 'Torslanda', 57.72, 11.78),
    },
  ],
  statusHistory: [
    { ...entry('h1', 41), fromStatus: null, toStatus: 'draft', reason: null, userName: 'Eva Ek', at: '2026-03-01T08:00:00.000Z' },
    { ...entry('h2', 42), fromStatus: 'draft', toStatus: 'open', reason: null, userName: 'Eva Ek', at: '2026-03-01T09:30:00.000Z' },
  ],
  operations: [
    {
      ...entry('op1', 51),
      type: 'crane',
      description: 'Crane lift',
      quantity: 1,
      unit: 'job',
      unitPrice: 260000,
      amount: 260000,
      source: 'manual',
    },
  ],
};

type JobFixture = typeof baseJob & Record<string, unknown>;

const messages = [
  {
    channel: 'email',
    event: 'delivered',
    recipient: 'asa@kund.se',
    contactName: 'Åsa Lind',
    subject: 'Uppdrag 1042 är levererat',
    body: 'Uppdrag 1042 levererades 2026-03-02 10:20. Följ leveransen här: https://office.example.se/jobs/trackJob?token=[redacted]',
    status: 'sent',
    attempts: 1,
    createdAt: '2026-03-02T09:20:00.000Z',
    sentAt: '2026-03-02T09:20:05.000Z',
  },
  {
    channel: 'sms',
    event: 'confirmation_link',
    recipient: '+46701234567',
    contactName: null,
    subject: null,
    body: 'Nordfrakt AB: please confirm job 1042',
    status: 'pending',
    attempts: 2,
    createdAt: '2026-03-01T09:20:00.000Z',
    sentAt: null,
  },
];

const routes = (job: JobFixture, extra: FakeRoute[] = []): FakeRoute[] => [
  { method: 'GET', path: /^\/api\/jobs\/job7\/messages$/, reply: () => [200, { data: messages, meta: { total: messages.length } }] },
  ...extra,
  { method: 'GET', path: /^\/api\/jobs\/job7/, reply: () => itemReply(job) },
  { method: 'POST', path: /^\/api\/jobs\/job7\/status$/, reply: (call) => itemReply({ ...job, status: call.body.data?.to }) },
  { method: 'PUT', path: /^\/api\/jobs\/job7$/, reply: (call) => itemReply({ ...job, ...call.body.data }) },
];

const open = (job: JobFixture, userType: 'admin' | 'dispatcher' | 'finance' | 'viewer' = 'dispatcher', extra: FakeRoute[] = []) => {
  const fake = createFakePlatform(routes(job, extra), userType);
  renderJobs('/jobs/jobDetails?id=job7', fake.platform);
  return fake;
};

describe('job details', () => {
  it('shows the job: customer, stops, goods, price, extra work, history and the stops as the route', async () => {
    const fake = open(baseJob);
    expect(await screen.findByRole('heading', { level: 1, name: 'Job 1042' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Job 1042/);
    const customer = screen.getByRole('region', { name: 'Customer' });
    expect(customer).toHaveTextContent('Nord Bygg AB');
    expect(customer).toHaveTextContent('Anna Karlsson, 070-123 45 67');
    expect(customer).toHaveTextContent('PO-20001');

    const stops = within(screen.getByRole('table', { name: 'Stops' })).getAllByRole('row');
    expect(stops[1]).toHaveTextContent('1PickupVolvo Cars Torslanda, Torslanda2026-03-10 08:00 – 09:002026-03-10 08:05—');
    expect(stops[2]).toHaveTextContent('2Delivery');
    expect(screen.getByRole('region', { name: 'Assignment' })).toHaveTextContent('Not assigned');
    const goods = screen.getByRole('region', { name: 'Goods' });
    for (const text of ['12 500 kg', 'Marks and numbersNF 1-12', 'Volume33,125 m³', 'Number of packages24', 'Kind of packingCartons'])
      expect(goods).toHaveTextContent(text);
    expect(goods).toHaveTextContent('ADR goodsYes, UN 1203, 3, II');
    expect(screen.getByRole('region', { name: 'Progress' })).toHaveTextContent('ETA2026-03-10 11:45');
    expect(screen.getByRole('region', { name: 'Confirmation' })).toHaveTextContent('Not asked');

    expect(screen.getByRole('region', { name: 'Charges' })).toHaveTextContent('Price total 4 550,00 kr');
    expect(within(screen.getByRole('table', { name: 'Job operations' })).getByText('Crane lift')).toBeInTheDocument();
    const history = within(screen.getByRole('table', { name: 'Status history' })).getAllByRole('row');
    expect(history[2]).toHaveTextContent('2026-03-01 10:30Eva EkDraftOpen—');
    const route = within(screen.getByRole('list', { name: 'Route' })).getAllByRole('listitem');
    expect(route.map((item) => item.textContent)).toEqual([
      'Pickup: Volvo Cars Torslanda, Torslanda',
      'Delivery: IKEA Distribution Jönköping, Jönköping',
    ]);

    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    // Without a truck the job is planned on the board, not here.
    expect(screen.queryByRole('button', { name: 'Plan' })).not.toBeInTheDocument();
    expect(fake.calls[0]!.url).toContain('populate[operations]=true');
  });

  it('shows what the driver reported from the road: the proof with its signature and photos, and problems', async () => {
    open({
      ...baseJob,
      proofs: [
        {
          id: 1,
          documentId: 'proof1',
          stop: 'stop2',
          signedBy: 'Eva Lind',
          at: '2026-03-10T10:20:00.000Z',
          latitude: null,
          longitude: null,
          signature: { id: 5, url: '/uploads/signature.png' },
          photos: [{ id: 6, url: '/uploads/note.jpg' }],
          createdAt: '2026-03-10T10:21:00.000Z',
        },
      ],
      problems: [
        {
          id: 2,
          documentId: 'problem1',
          kind: 'waiting',
          note: 'Gate closed',
          at: '2026-03-10T09:00:00.000Z',
          stop: 'stop1',
          latitude: null,
          longitude: null,
          waitingMinutes: 45,
          operation: null,
          photos: [],
          createdAt: '2026-03-10T09:45:00.000Z',
        },
        {
          id: 3,
          documentId: 'problem2',
          kind: 'damage',
          note: 'Torn wrapping',
          at: '2026-03-10T10:05:00.000Z',
          stop: 'stop2',
          latitude: 57.78,
          longitude: 14.16,
          waitingMinutes: null,
          operation: null,
          photos: [
            { id: 7, url: '/uploads/wrapping.jpg' },
            { id: 8, url: '/uploads/pallet.jpg' },
          ],
          createdAt: '2026-03-10T10:06:00.000Z',
        },
      ],
    });
    const proof = await screen.findByRole('group', { name: 'Proof of delivery signed by Eva Lind' });
    expect(within(proof).getByRole('img', { name: 'Signature of Eva Lind' }).getAttribute('src')).toMatch(/\/uploads\/signature\.png$/);
    expect(within(proof).getByRole('link', { name: 'Photo 1' }).getAttribute('href')).toMatch(/\/uploads\/note\.jpg$/);
    expect(screen.getByText(/Waiting at .*\(45 min waiting\): Gate closed/)).toBeInTheDocument();
    const damage = screen.getByRole('group', { name: 'Problem: Damage' });
    expect(within(damage).getByText(/Damage at .*: Torn wrapping/)).toBeInTheDocument();
    expect(within(damage).getByRole('link', { name: 'Damage photo 2' }).getAttribute('href')).toMatch(/\/uploads\/pallet\.jpg$/);
    expect(within(screen.getByRole('group', { name: 'Problem: Waiting' })).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'The job’s files in the gallery' })).toHaveAttribute(
      'href',
      '/gallery/gallery?owner=job-files&q=job-1042-',
    );
  });

  it('cancels with a reason, asked for before the move is sent', async () => {
    const fake = open(baseJob, 'dispatcher');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel job' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel job' }));
    expect(await within(dialog).findByText('Please enter the reason for cancelling the job')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason for cancelling/ }), 'Customer called off');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel job' }));
    await waitFor(() => expect(fake.toasts).toContainEqual({ status: 'success', message: 'Job is moved to Cancelled' }));
    expect(fake.calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/jobs/job7/status',
      body: { data: { to: 'cancelled', reason: 'Customer called off' } },
    });
  });

  it('shows a refused move’s 409 on the page', async () => {
    open({ ...baseJob, status: 'draft' }, 'dispatcher', [
      {
        method: 'POST',
        path: /^\/api\/jobs\/job7\/status$/,
        reply: () => [
          409,
          { data: null, error: { status: 409, name: 'ConflictError', message: 'A job cannot move from open to open', details: {} } },
        ],
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A job cannot move from open to open');
  });

  it('completes a job in progress with the km and hours driven', async () => {
    const fake = open({
      ...baseJob,
      status: 'in_progress',
      truck: { ...entry('t1', 5), truckName: 'Scania R450', registrationPlateNumber: 'ABC 123' },
    });
    expect(await screen.findByRole('region', { name: 'Assignment' })).toHaveTextContent('Scania R450 (ABC 123)');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Complete' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete job' }));
    expect(await within(dialog).findByText('Please enter the driven km (kmActual) before completing the job')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Km actual/ }), '312,5');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Hours actual/ }), '6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete job' }));
    await waitFor(() => expect(fake.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(fake.calls.find((call) => call.method === 'PUT')!.body).toEqual({
      data: { status: 'completed', kmActual: 312.5, hoursActual: 6 },
    });
  });

  it('marks the road’s route estimate, and corrects a completed job’s km and hours from its figures', async () => {
    const fake = open({ ...baseJob, status: 'completed', kmActual: 150, hoursActual: 2.25, kmActualEstimated: true });
    const progress = await screen.findByRole('region', { name: 'Progress' });
    expect(progress).toHaveTextContent('150 km (route estimate)');
    await userEvent.click(within(progress).getByRole('button', { name: 'Correct km and hours' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct km and hours' });
    const km = within(dialog).getByRole('textbox', { name: /Km actual/ });
    expect(km).toHaveValue('150');
    expect(within(dialog).getByRole('textbox', { name: /Hours actual/ })).toHaveValue('2,25');
    await userEvent.clear(km);
    await userEvent.type(km, '140');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save and re-rate' }));
    await waitFor(() => expect(fake.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(fake.calls.find((call) => call.method === 'PUT')!.body).toEqual({ data: { kmActual: 140, hoursActual: 2.25 } });
  });

  it('offers no correction once the job is ready to invoice: its price is verified', async () => {
    open({ ...baseJob, status: 'ready_to_invoice', kmActual: 150, hoursActual: 2.25 });
    const progress = await screen.findByRole('region', { name: 'Progress' });
    expect(progress).toHaveTextContent('150 km');
    expect(progress).not.toHaveTextContent('route estimate');
    expect(within(progress).queryByRole('button', { name: 'Correct km and hours' })).not.toBeInTheDocument();
  });

  it('adds extra work with its amount in öre', async () => {
    const fake = open(baseJob, 'dispatcher', [
      { method: 'POST', path: /^\/api\/job-operations$/, reply: (call) => itemReply({ ...entry('op2', 52), ...call.body.data }, 201) },
    ]);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Operation type' }), 'toll');
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount (kr)' }), 'many');
    await userEvent.click(screen.getByRole('button', { name: 'Add operation' }));
    expect(await screen.findByText('Amount must be in kronor, e.g. 1 250,50')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Amount (kr)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount (kr)' }), '1 250,50');
    await userEvent.type(screen.getByRole('textbox', { name: 'Operation description' }), 'Öresund bridge');
    await userEvent.click(screen.getByRole('button', { name: 'Add operation' }));
    await waitFor(() => expect(fake.toasts).toContainEqual({ status: 'success', message: 'Job operation is added successfully' }));
    expect(fake.calls.find((call) => call.url === '/api/job-operations')!.body).toEqual({
      data: { job: 'job7', type: 'toll', quantity: 1, amount: 125050, description: 'Öresund bridge' },
    });
  });

  it('submits a draft and deletes it back to the drafts', async () => {
    const fake = open({ ...baseJob, status: 'draft' }, 'dispatcher', [
      { method: 'DELETE', path: /^\/api\/jobs\/job7$/, reply: () => [204, null] },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(fake.toasts).toContainEqual({ status: 'success', message: 'Job is moved to Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(window.location.pathname).toBe('/jobs/drafts'));
    expect(fake.toasts).toContainEqual({ status: 'success', message: 'Job is deleted successfully' });
  });

  it('shows a viewer the job without prices, extra work, driver or buttons, and asks the API only for what it may read', async () => {
    const fake = open(baseJob, 'viewer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Job 1042' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Charges' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Job operations' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Status' })).toHaveTextContent('No change of status is open to you from here.');
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel job' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Consignment note (PDF)' })).not.toBeInTheDocument();
    expect(fake.calls[0]!.url).not.toMatch(/populate\[(operations|driver)\]/);
  });

  it('downloads the consignment note (CMR) as the API prints it', async () => {
    const saved: string[] = [];
    URL.createObjectURL = () => 'blob:cmr';
    URL.revokeObjectURL = () => undefined;
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const fake = open({ ...baseJob, status: 'completed' }, 'finance', [
      { method: 'GET', path: /^\/api\/jobs\/job7\/cmr$/, reply: () => [200, new Blob(['%PDF-1.3'])] },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Consignment note (PDF)' }));
    await waitFor(() => expect(saved).toEqual(['cmr-1042.pdf']));
    expect(fake.calls.map((call) => call.url)).toContain('/api/jobs/job7/cmr');
  });

  it('lists the messages sent to the customer about the job for the office, and none for a viewer', async () => {
    open(baseJob, 'finance');
    const section = await screen.findByRole('region', { name: 'Messages to the customer' });
    const table = await within(section).findByRole('table', { name: 'Messages to the customer' });
    await within(table).findByText('Åsa Lind (asa@kund.se)');
    expect(table).toHaveTextContent('Delivered (with the proof)');
    expect(table).toHaveTextContent('Uppdrag 1042 är levererat');
    expect(table).toHaveTextContent('Confirmation request');
    expect(table).toHaveTextContent('Waiting to send (2 attempts)');
    // jsdom draws nothing, so contrast is checked in the browser (the a11y walk), not here.
    const results = await axe.run(section, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' ')}`)).toEqual([]);
  });

  it('asks a viewer’s API for no messages', async () => {
    const fake = open(baseJob, 'viewer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Job 1042' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Messages to the customer' })).not.toBeInTheDocument();
    expect(fake.calls.map((call) => call.url)).not.toContain('/api/jobs/job7/messages');
  });

  it('draws the route through the stops on a map when the product has a maps key', async () => {
    const fake = createFakePlatform(routes(baseJob), 'dispatcher');
    renderJobs('/jobs/jobDetails?id=job7', Object.assign(fake.platform, { mapsApiKey: 'maps-key' }));
    const map = await screen.findByTitle('Route map');
    const url = new URL(map.getAttribute('src')!);
    expect(url.searchParams.get('origin')).toBe('57.72,11.78');
    expect(url.searchParams.get('destination')).toBe('57.78,14.16');
    expect(url.searchParams.get('key')).toBe('maps-key');
  });

  it('asks the contact to confirm by text message and tells a refusal in the dialog', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const sms: FakeRoute = {
      method: 'POST',
      path: /^\/api\/jobs\/sms-meta-data$/,
      reply: () =>
        refuse
          ? validationReply('Anna Karlsson has not agreed to receive text messages', [
              { path: ['contact'], message: 'Anna Karlsson has not agreed to receive text messages' },
            ])
          : [
              201,
              {
                data: {
                  job: 'job7',
                  confirmationStatus: 'sent',
                  recipient: { type: 'customer_contact', name: 'Anna Karlsson', phone: '+46701234567' },
                },
                meta: { expiresAt: '2026-03-10T07:00:00.000Z', confirmationUrl: 'https://office.example.se/jobs/confirmJob?token=tok-1' },
              },
            ],
    };
    // Once asked, the job reads as sent (as the API's refetch after the request does).
    const planned = { ...baseJob, status: 'planned' };
    const current: FakeRoute = {
      method: 'GET',
      path: /^\/api\/jobs\/job7/,
      reply: () => itemReply(refuse ? planned : { ...planned, confirmationStatus: 'sent' }),
    };
    const fake = open(planned, 'dispatcher', [sms, current]);
    const section = await screen.findByRole('region', { name: 'Confirmation' });
    await user.click(within(section).getByRole('button', { name: 'Ask for confirmation' }));
    const dialog = await screen.findByRole('form', { name: 'Ask for confirmation' });
    expect(within(dialog).getByRole('radio', { name: /Customer contact: Anna Karlsson/ })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /Driver \(The job has no driver yet\)/ })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Send text message' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Anna Karlsson has not agreed to receive text messages');

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Send text message' }));
    await waitFor(() =>
      expect(fake.toasts).toContainEqual({ status: 'success', message: 'Confirmation request sent to Anna Karlsson (+46701234567)' }),
    );
    const posts = fake.calls.filter((call) => call.url === '/api/jobs/sms-meta-data');
    expect(posts.at(-1)?.body).toEqual({ data: { job: 'job7', recipientType: 'customer_contact' } });

    // The link, given once in the answer, to copy and send another way.
    expect(await within(section).findByRole('textbox', { name: 'Confirmation link' })).toHaveValue(
      'https://office.example.se/jobs/confirmJob?token=tok-1',
    );
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(section).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('https://office.example.se/jobs/confirmJob?token=tok-1');
    await waitFor(() => expect(fake.toasts).toContainEqual({ status: 'success', message: 'Link copied' }));
  });

  it('does not show a confirmation link again after the page is opened anew', async () => {
    open({ ...baseJob, status: 'planned', confirmationStatus: 'sent' });
    const section = await screen.findByRole('region', { name: 'Confirmation' });
    expect(section).toHaveTextContent('Waiting for an answer');
    expect(within(section).getByRole('button', { name: 'Ask again' })).toBeInTheDocument();
    expect(within(section).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
  });

  it('offers a viewer no confirmation request', async () => {
    open({ ...baseJob, status: 'planned' }, 'viewer');
    const section = await screen.findByRole('region', { name: 'Confirmation' });
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });

  it('copies the customer’s tracking link, the same link each time', async () => {
    const user = userEvent.setup();
    const url = 'https://office.example.se/jobs/trackJob?token=tok-track';
    const link: FakeRoute = { method: 'POST', path: /^\/api\/jobs\/job7\/tracking-link$/, reply: () => [200, { data: { url }, meta: {} }] };
    const fake = open({ ...baseJob, status: 'planned' }, 'finance', [link]);
    const section = await screen.findByRole('region', { name: 'Tracking' });
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(section).getByRole('button', { name: 'Copy tracking link' }));
    await waitFor(() => expect(fake.toasts).toContainEqual({ status: 'success', message: 'Tracking link copied' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(within(section).getByRole('textbox', { name: 'Tracking link' })).toHaveValue(url);
    await user.click(within(section).getByRole('button', { name: 'Copy tracking link' }));
    expect(fake.calls.filter((call) => call.url === '/api/jobs/job7/tracking-link')).toHaveLength(1);
  });

  it('offers no tracking link to a viewer', async () => {
    open({ ...baseJob, status: 'planned' }, 'viewer');
    await screen.findByRole('heading', { level: 1, name: 'Job 1042' });
    expect(screen.queryByRole('region', { name: 'Tracking' })).not.toBeInTheDocument();
  });

  describe('trips', () => {
    const truck = { ...entry('truck1', 1), truckName: 'Volvo FH16 750', truckNumber: '101' };
    const trip = (n: number, status: string, jobCount = 2) => ({
      ...entry(`trip${n}`, n),
      tripNumber: n,
      date: '2026-03-10',
      status,
      revenue: 0,
      jobCount,
      kmEstimate: 100,
      minutesEstimate: 90,
      estimateSource: 'straight_line',
      truck,
    });
    const dayTrips: FakeRoute = {
      method: 'GET',
      path: /^\/api\/trips\?/,
      reply: () => listReply([trip(12, 'planned'), trip(13, 'in_progress'), trip(14, 'dispatched', 3)]),
    };
    const join: FakeRoute = {
      method: 'POST',
      path: /^\/api\/trips\/trip14\/jobs$/,
      reply: () =>
        itemReply(trip(14, 'dispatched', 4), 200, {
          warnings: [{ field: 'jobs', message: 'Job 1042: Volvo FH16 750 is booked on 2026-03-10 08:00–09:00' }],
        }),
    };

    it('puts the job in the combineJobs basket with one click, then links to the basket', async () => {
      open(baseJob);
      await userEvent.click(await screen.findByRole('button', { name: 'Add to trip' }));
      expect(await screen.findByRole('link', { name: 'In the trip basket (1)' })).toHaveAttribute('href', '/jobs/combineJobs');
      expect(JSON.parse(sessionStorage.getItem('haulage.jobs.combineJobs') ?? '{}').jobs).toEqual([
        expect.objectContaining({ documentId: 'job7', jobNumber: 1042 }),
      ]);
    });

    it('adds the job to an existing trip of its day, offering only the trips that may still change', async () => {
      const fake = open(baseJob, 'dispatcher', [dayTrips, join]);
      await userEvent.click(await screen.findByRole('button', { name: 'Add to an existing trip…' }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByLabelText('Day')).toHaveValue('2026-03-10');
      const select = within(dialog).getByRole('combobox', { name: /Trip/ });
      await within(select).findByRole('option', { name: 'Trip 12 · Volvo FH16 750 (101) · 2 jobs' });
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Choose a trip', 'Trip 12 · Volvo FH16 750 (101) · 2 jobs', 'Trip 14 · Volvo FH16 750 (101) · 3 jobs']);
      expect(fake.calls.find((call) => call.url.startsWith('/api/trips?'))?.url).toContain('filters[date][$eq]=2026-03-10');
      await userEvent.selectOptions(select, 'trip14');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add to trip' }));
      await waitFor(() => expect(fake.toasts).toContainEqual({ status: 'success', message: 'Job 1042 joined trip 14' }));
      expect(fake.toasts).toContainEqual({ status: 'warning', message: 'Job 1042: Volvo FH16 750 is booked on 2026-03-10 08:00–09:00' });
      expect(fake.calls.find((call) => call.method === 'POST')).toMatchObject({
        url: '/api/trips/trip14/jobs',
        body: { data: { jobs: ['job7'] } },
      });
    });

    it('links a combined job to its trip instead', async () => {
      open({ ...baseJob, status: 'planned', trip: { id: 12, documentId: 'trip12', tripNumber: 12 } });
      expect(await screen.findByRole('link', { name: 'Trip 12' })).toHaveAttribute('href', '/jobs/combineJobs?id=trip12');
      expect(screen.queryByRole('button', { name: /Add to/ })).not.toBeInTheDocument();
    });

    it('offers finance no trip actions', async () => {
      open(baseJob, 'finance');
      await screen.findByRole('heading', { level: 1, name: 'Job 1042' });
      expect(screen.queryByRole('button', { name: /Add to/ })).not.toBeInTheDocument();
    });
  });
});
