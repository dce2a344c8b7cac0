import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { I18nextProvider } from 'react-i18next';
import type { DriverRun } from '@haulage/shared/contracts';
import { createDriverApi } from '../api/driver-api';
import type { DriverServices, KeptRun } from '../driver-services';
import { loadDriverI18n } from '../i18n/driver-i18n';
import { createActionQueue, type QueueStore } from '../model/action-queue';
import type { QueuedAction } from '../model/driver-action';
import { runDateOf } from '../model/run-dates';
import { DriverApp } from './driver-app';

const job = {
  id: 5,
  documentId: 'job-5',
  jobNumber: 1042,
  status: 'dispatched',
  customerName: 'Nordfrakt AB',
  goodsDescription: 'Paper reels',
  weightKg: 12500,
  pallets: 18,
  adr: true,
  adrLine: 'UN 1203, 3, II',
  notesDriver: 'Gate 4',
  contactName: 'Eva',
  contactPhone: '+46 70 111 22 33',
};
const stop = (documentId: string, sequence: number, type: 'pickup' | 'delivery', placeName: string) => ({
  id: sequence,
  documentId,
  sequence,
  type,
  placeName,
  address: 'Hamngatan 1',
  postcode: '411 01',
  city: 'Göteborg',
  latitude: 57.7,
  longitude: 11.97,
  plannedFrom: null,
  plannedTo: null,
  arrivedAt: null,
  departedAt: null,
  job,
  proofs: [],
});
const run = (): DriverRun =>
  ({
    date: runDateOf('today'),
    driver: { id: 1, documentId: 'driver-1', name: 'Anna Berg' },
    truck: { id: 3, documentId: 'truck-3', truckName: 'Volvo FH', registrationPlateNumber: 'ABC123' },
    items: [
      {
        kind: 'job',
        id: 5,
        documentId: 'job-5',
        jobNumber: 1042,
        stops: [stop('pickup', 1, 'pickup', 'Volvo Torslanda'), stop('drop', 2, 'delivery', 'Stora Enso')],
      },
    ],
  }) as DriverRun;

const memoryQueue = (): QueueStore => {
  let items: QueuedAction[] = [];
  return {
    all: async () => [...items],
    add: async (item) => void items.push(item),
    update: async (item) => void (items = items.map((kept) => (kept.clientId === item.clientId ? item : kept))),
    remove: async (clientId) => void (items = items.filter((kept) => kept.clientId !== clientId)),
  };
};

// jsdom has no Response: the two things the app reads of one.
const reply = (status: number, body: unknown) => ({ ok: status < 300, status, json: async () => body }) as Response;

const setUp = async ({ online = false } = {}) => {
  const network = { online, posted: [] as { url: string; body: Record<string, unknown> }[], read: [] as RequestInit[] };
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.includes('/api/driver/run')) return reply(200, { data: run() });
    if (url === 'https://api.test/api/jobs/job-5/cmr') {
      network.read.push(init ?? {});
      return { ok: true, status: 200, blob: async () => new Blob(['%PDF-1.3']) } as Response;
    }
    if (!network.online) throw new TypeError('Failed to fetch');
    // A proof or a problem with photos is multipart: its text fields, and the files by name.
    const body =
      init?.body instanceof FormData
        ? Object.fromEntries([...init.body.keys()].map((key) => [key, init.body instanceof FormData ? init.body.getAll(key) : []]))
        : (JSON.parse(String(init?.body)) as Record<string, unknown>);
    network.posted.push({ url, body });
    return reply(201, { data: {} });
  }) as typeof fetch;
  const api = createDriverApi('https://api.test', () => 'session-token', fetchFn);
  const kept = new Map<string, KeptRun>();
  const services: DriverServices = {
    api,
    queue: createActionQueue({ store: memoryQueue(), send: (item) => api.send(item) }),
    runs: { read: async (date) => kept.get(date), keep: async (value) => void kept.set(value.date, value) },
    storage: window.localStorage,
    signOut: () => undefined,
  };
  // The shell mounts the page inside its main landmark.
  const main = document.body.appendChild(document.createElement('main'));
  const i18n = await loadDriverI18n('en');
  render(
    <I18nextProvider i18n={i18n}>
      <DriverApp services={services} />
    </I18nextProvider>,
    { container: main },
  );
  return network;
};

describe('the road app', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the run and keeps an arrival made without network until it is sent', async () => {
    const user = userEvent.setup();
    const network = await setUp();
    const pickup = await screen.findByRole('article', { name: /Pickup Volvo Torslanda/ });
    expect(within(pickup).getByText('ADR: dangerous goods, UN 1203, 3, II')).toBeInTheDocument();
    expect(within(pickup).getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+46701112233');
    expect(within(pickup).getByRole('link', { name: 'Navigate' }).getAttribute('href')).toContain('https://www.google.com/maps/dir/?api=1');
    await user.click(screen.getByRole('button', { name: 'No, times only' }));

    await user.click(within(pickup).getByRole('button', { name: 'Arrived' }));
    expect(await screen.findByText('1 action waiting to be sent')).toBeInTheDocument();
    expect(within(pickup).getByRole('button', { name: 'Loaded, leave' })).toBeInTheDocument();

    network.online = true;
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('Everything is sent.')).toBeInTheDocument();
    expect(network.posted).toHaveLength(1);
    expect(network.posted[0]!.url).toBe('https://api.test/api/jobs/job-5/stop-events');
    expect(network.posted[0]!.body).toMatchObject({ data: { stop: 'pickup', type: 'arrived', position: null } });
  });

  it('opens the job’s consignment note, read with the driver’s session', async () => {
    const user = userEvent.setup();
    const network = await setUp();
    const opened: string[] = [];
    URL.createObjectURL = () => 'blob:cmr';
    URL.revokeObjectURL = () => undefined;
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      opened.push(this.download);
    });
    const delivery = await screen.findByRole('article', { name: /Delivery Stora Enso/ });
    await user.click(screen.getByRole('button', { name: 'No, times only' }));
    await user.click(within(delivery).getByRole('button', { name: 'Consignment note (PDF)' }));
    await waitFor(() => expect(opened).toEqual(['cmr-job-5.pdf']));
    expect(network.read[0]!.headers).toMatchObject({ authorization: 'Bearer session-token', accept: 'application/pdf' });
  });

  it('speaks Swedish once the driver chooses it, and keeps the choice', async () => {
    const user = userEvent.setup();
    await setUp();
    await user.selectOptions(await screen.findByLabelText('Language'), 'sv');
    expect(await screen.findByRole('button', { name: 'Idag' })).toBeInTheDocument();
    expect(window.localStorage.getItem('haulage:driver-language')).toBe('sv');
  });

  it('has nothing axe finds wrong, with a stop’s forms open', async () => {
    const user = userEvent.setup();
    await setUp();
    const pickup = await screen.findByRole('article', { name: /Pickup Volvo Torslanda/ });
    await user.click(within(pickup).getByRole('button', { name: 'Report a problem' }));
    // The form is a chunk of its own: axe looks once it is there, not at the fallback before it.
    await screen.findByRole('form', { name: 'Report a problem' });
    // jsdom draws nothing, so contrast is checked in the browser (the a11y walk), not here.
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' ')}`)).toEqual([]);
  });

  it('reports a problem with the photos taken, sent as multipart once the network is back', async () => {
    const user = userEvent.setup();
    const network = await setUp();
    const pickup = await screen.findByRole('article', { name: /Pickup Volvo Torslanda/ });
    await user.click(screen.getByRole('button', { name: 'No, times only' }));
    await user.click(within(pickup).getByRole('button', { name: 'Report a problem' }));
    // The form is a chunk of its own, loaded on first use unless an earlier test in the file loaded it.
    const form = await screen.findByRole('form', { name: 'Report a problem' });
    await user.selectOptions(within(form).getByLabelText('What happened'), 'damage');
    await user.type(within(form).getByLabelText('Note'), 'Torn wrapping');
    await user.upload(within(form).getByLabelText('Photos'), new File(['jpeg bytes'], 'wrapping.jpg', { type: 'image/jpeg' }));
    expect(within(form).getByText('1 photo chosen')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('1 action waiting to be sent')).toBeInTheDocument();
    network.online = true;
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText('Everything is sent.')).toBeInTheDocument();
    expect(network.posted[0]!.url).toBe('https://api.test/api/jobs/job-5/problems');
    expect(network.posted[0]!.body).toMatchObject({ stop: ['pickup'], kind: ['damage'], note: ['Torn wrapping'] });
    expect(network.posted[0]!.body.photos).toHaveLength(1);
    expect(network.posted[0]!.body).not.toHaveProperty('lat');
  });

  it('tells the API where the phone is for the job under way, once allowed, and never a time', async () => {
    window.localStorage.setItem('haulage:driver-position', 'allowed');
    const getCurrentPosition = jest.fn((done: PositionCallback) =>
      done({ coords: { latitude: 57.71, longitude: 11.98, accuracy: 12.4 } } as GeolocationPosition),
    );
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    const network = await setUp({ online: true });
    await waitFor(() => expect(network.posted.map((sent) => sent.url)).toContain('https://api.test/api/jobs/eta'));
    const told = network.posted.find((sent) => sent.url.endsWith('/api/jobs/eta'))!;
    expect(told.body).toEqual({ job: 'job-5', position: { lat: 57.71, lng: 11.98, accuracy: 12 } });
  });

  it('asks for the position once', async () => {
    const user = userEvent.setup();
    await setUp();
    await user.click(await screen.findByRole('button', { name: 'Yes, use my position' }));
    await waitFor(() => expect(screen.queryByText(/stamp your position/)).not.toBeInTheDocument());
    expect(window.localStorage.getItem('haulage:driver-position')).toBe('allowed');
  });
});
