import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { TrackingView } from '@haulage/shared/contracts';
import { createTrackingApi } from './api/tracking-api';
import { TrackJobPage } from './track-job-page';

const API = 'https://api.example.se';
const TOKEN = 'A'.repeat(43);

const step = (s: string, state: string, over: Record<string, string | null> = {}) => ({
  step: s,
  state,
  plannedFrom: null,
  plannedTo: null,
  actualAt: null,
  ...over,
});

const ON_THE_WAY: TrackingView = {
  seller: 'Nordfrakt AB',
  jobNumber: 1042,
  plannedDate: '2026-11-27',
  language: 'en',
  driverName: 'Dana',
  timeline: [
    step('confirmed', 'done', { actualAt: '2026-11-26T15:00:00.000Z' }),
    step('to_pickup', 'done', { actualAt: '2026-11-27T05:30:00.000Z' }),
    step('loaded', 'done', {
      plannedFrom: '2026-11-27T06:00:00.000Z',
      plannedTo: '2026-11-27T07:00:00.000Z',
      actualAt: '2026-11-27T06:40:00.000Z',
    }),
    step('on_the_way', 'current', { actualAt: '2026-11-27T06:40:00.000Z' }),
    step('delivered', 'upcoming', { plannedFrom: '2026-11-27T09:00:00.000Z', plannedTo: '2026-11-27T10:00:00.000Z' }),
  ] as TrackingView['timeline'],
  stops: [],
  nextStop: {
    type: 'delivery',
    place: 'IKEA DC, Jönköping',
    plannedFrom: '2026-11-27T09:00:00.000Z',
    plannedTo: null,
    eta: '2026-11-27T09:20:00.000Z',
  },
  proof: null,
  expiresAt: null,
};

const DELIVERED: TrackingView = {
  ...ON_THE_WAY,
  language: 'sv',
  timeline: ON_THE_WAY.timeline.map((e) => ({ ...e, state: 'done' as const })),
  nextStop: null,
  proof: {
    signedBy: 'Eva Lund',
    at: '2026-11-27T09:25:00.000Z',
    signatureUrl: `/api/jobs/track/files/5?token=${TOKEN}`,
    photoUrls: [`/api/jobs/track/files/6?token=${TOKEN}`],
  },
  expiresAt: '2026-12-27T09:25:00.000Z',
};

/** What axe finds; jsdom draws nothing, so contrast is checked in the browser (the e2e walk), not here. */
const violations = async (container: HTMLElement) =>
  (await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`,
  );

type Reply = [number, unknown] | 'offline';
const refusal = (status: number, details: Record<string, unknown> = {}): Reply => [
  status,
  { data: null, error: { status, name: 'X', message: 'm', details } },
];

const renderPage = (replies: Reply[], token = TOKEN) => {
  const urls: string[] = [];
  const fetchFn = jest.fn(async (input: RequestInfo | URL) => {
    urls.push(String(input));
    const reply = replies.shift();
    if (!reply) throw new Error('no reply');
    if (reply === 'offline') throw new TypeError('Failed to fetch');
    const [status, body] = reply;
    return { ok: status < 300, status, json: async () => body } as Response;
  });
  const result = render(
    <TrackJobPage
      api={createTrackingApi(`${API}/`, fetchFn as unknown as typeof fetch)}
      token={token}
      initialLanguage="sv"
      refreshMs={0}
    />,
  );
  return { ...result, urls };
};

describe('TrackJobPage', () => {
  it('shows the steps, the next stop’s ETA and the driver in the customer’s English, dates in the English form', async () => {
    const { container, urls } = renderPage([[200, { data: ON_THE_WAY }]]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Track your delivery' })).toBeInTheDocument();
    expect(urls).toEqual([`${API}/api/jobs/track?token=${TOKEN}`]);
    expect(screen.getByText('Job 1042')).toBeInTheDocument();
    expect(screen.getByText('Nordfrakt AB')).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Steps of the delivery' })).getAllByRole('listitem');
    expect(steps.map((li) => li.textContent)).toEqual([
      'Confirmed (done)Happened 26 Nov 2026, 16:00',
      'On the way to pickup (done)Happened 27 Nov 2026, 06:30',
      'Loaded (done)Happened 27 Nov 2026, 07:40',
      'On the way (happening now)Happened 27 Nov 2026, 07:40',
      'Delivered (to come)Planned 27 Nov 2026, 10:00–11:00',
    ]);
    expect(steps[3]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Delivery: IKEA DC, Jönköping')).toBeInTheDocument();
    expect(screen.getByText('Expected arrival 27 Nov 2026, 10:20')).toBeInTheDocument();
    expect(screen.getByText('Driver: Dana')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Consignment note (PDF)' })).not.toBeInTheDocument();
    expect(await violations(container)).toEqual([]);
  });

  it('shows the proof after delivery in Swedish, with the pictures from the API, and switches to English', async () => {
    const { container } = renderPage([[200, { data: DELIVERED }]]);
    expect(await screen.findByRole('heading', { name: 'Leveranskvitto' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Följ din leverans' })).toBeInTheDocument();
    expect(screen.getByText('Signerat av Eva Lund, 2026-11-27 10:25')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Mottagarens signatur' })).toHaveAttribute(
      'src',
      `${API}/api/jobs/track/files/5?token=${TOKEN}`,
    );
    expect(screen.getByRole('img', { name: 'Foto 1 av leveransen' })).toHaveAttribute(
      'src',
      `${API}/api/jobs/track/files/6?token=${TOKEN}`,
    );
    expect(screen.getByText('Länken fungerar till och med 2026-12-27.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Nästa stopp' })).not.toBeInTheDocument();
    expect(await violations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Track your delivery' })).toBeInTheDocument();
    expect(screen.getByText('Signed by Eva Lund, 27 Nov 2026, 10:25')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Svenska' })).toBeInTheDocument();
  });

  it('links the consignment note only when the answer carries one', async () => {
    renderPage([[200, { data: { ...DELIVERED, language: 'en', cmrUrl: `/api/jobs/track/cmr?token=${TOKEN}` } }]]);
    expect(await screen.findByRole('link', { name: 'Consignment note (PDF)' })).toHaveAttribute(
      'href',
      `${API}/api/jobs/track/cmr?token=${TOKEN}`,
    );
  });

  it('says an expired link has expired, in the customer’s language the API names', async () => {
    const { container } = renderPage([refusal(410, { reason: 'expired', language: 'en' })]);
    expect(await screen.findByRole('heading', { level: 1, name: 'This link has expired' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('no longer works');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(await violations(container)).toEqual([]);
  });

  it('explains an unknown token in Swedish when the phone’s language is Swedish', async () => {
    renderPage([refusal(404)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Länken fungerar inte' })).toBeInTheDocument();
  });

  it('says a cancelled job is cancelled', async () => {
    renderPage([refusal(410, { reason: 'cancelled', language: 'sv' })]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Uppdraget är avbokat' })).toBeInTheDocument();
  });

  it('asks nothing without a token', () => {
    const { urls } = renderPage([], '');
    expect(screen.getByRole('heading', { level: 1, name: 'Länken fungerar inte' })).toBeInTheDocument();
    expect(urls).toEqual([]);
  });

  it('offers a retry when offline, and shows the job when it comes back', async () => {
    renderPage(['offline', [200, { data: ON_THE_WAY }]]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ingen anslutning' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Track your delivery' })).toBeInTheDocument();
  });
});
