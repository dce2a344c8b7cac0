import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ConfirmationView } from '@haulage/shared/contracts';
import type { Language } from '@haulage/shared/i18n';
import { createConfirmationApi } from './api/confirmation-api';
import { ConfirmJobPage } from './confirm-job-page';

const API = 'https://api.example.se';
const TOKEN = 'tok_0123456789abcdefghij';

const VIEW: ConfirmationView = {
  company: 'Nordfrakt AB',
  jobNumber: 1042,
  plannedDate: '2026-11-25',
  goodsDescription: 'Paper reels',
  pallets: 18,
  weightKg: 12500,
  stops: [
    { type: 'pickup', place: 'Volvo Torslanda, Göteborg', plannedFrom: '2026-11-25T06:00:00.000Z', plannedTo: '2026-11-25T07:00:00.000Z' },
    { type: 'delivery', place: 'Stora Enso, Skoghall', plannedFrom: null, plannedTo: null },
  ],
  state: 'open',
  expiresAt: '2026-11-25T06:00:00.000Z',
  language: 'en',
};

const SWEDISH: ConfirmationView = { ...VIEW, goodsDescription: 'Pappersrullar', language: 'sv' };

type Reply = [status: number, body: unknown] | 'offline' | Promise<[number, unknown]>;

const refusal = (status: number, name: string, message: string, details: Record<string, unknown> = {}) =>
  [status, { data: null, error: { status, name, message, details } }] as [number, unknown];

/** A fetch that answers GET and PATCH from queues and records what the page sent. */
const fakeFetch = (replies: { get?: Reply[]; patch?: Reply[] }) => {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  const fetchFn = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url: String(input), body: init.body ? JSON.parse(String(init.body)) : undefined });
    const reply = (method === 'GET' ? replies.get : replies.patch)?.shift();
    if (!reply) throw new Error(`no reply for ${method}`);
    if (reply === 'offline') throw new TypeError('Failed to fetch');
    const [status, body] = await reply;
    return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
  });
  return { fetchFn: fetchFn as unknown as typeof fetch, calls };
};

/** The page with the phone set to `phone`'s language (what it speaks before, or without, the API naming the reader's). */
const renderPage = (
  replies: { get?: Reply[]; patch?: Reply[] },
  { token = TOKEN, phone = 'en' }: { token?: string; phone?: Language } = {},
) => {
  const fake = fakeFetch(replies);
  const { container } = render(
    <ConfirmJobPage api={createConfirmationApi(`${API}/`, fake.fetchFn)} token={token} initialLanguage={phone} />,
  );
  return { ...fake, container };
};

/** What axe finds; jsdom draws nothing, so contrast is checked in the browser (the e2e walk), not here. */
const violations = async (container: HTMLElement) =>
  (await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`,
  );

const heading = () => screen.getByRole('heading', { level: 1 });
const jobShown = () => screen.findByRole('heading', { level: 1, name: 'Confirm job 1042' });

describe('ConfirmJobPage for a reader of English', () => {
  it('says it is loading until the job arrives', async () => {
    let arrive: (reply: [number, unknown]) => void = () => undefined;
    renderPage({ get: [new Promise((resolve) => (arrive = resolve))] });
    expect(heading()).toHaveTextContent('Confirm job');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the job…');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    arrive([200, { data: VIEW, meta: {} }]);
    await jobShown();
  });

  it('shows the job’s company, date, stops and goods with the two answers, and names the tab', async () => {
    const { calls } = renderPage({ get: [[200, { data: VIEW, meta: {} }]] });
    await jobShown();
    expect(calls[0]!.url).toBe(`${API}/api/jobs/confirm-sms?token=${TOKEN}`);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Nordfrakt AB asks you to confirm this job.')).toBeInTheDocument();
    expect(screen.getByText('25 Nov 2026')).toBeInTheDocument();
    const stops = screen.getAllByRole('listitem');
    expect(stops[0]).toHaveTextContent('Pickup Volvo Torslanda, Göteborg25 Nov 2026, 07:00–08:00');
    expect(stops[1]).toHaveTextContent('Delivery Stora Enso, Skoghall');
    expect(screen.getByText('Paper reels · 18 pallets · 12,500 kg')).toBeInTheDocument();
    expect(screen.getByText('25 Nov 2026, 07:00')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeEnabled();
    expect(document.title).toBe('Confirm job 1042 · Haulage');
  });

  it('confirms in one tap: waits while sending, then announces the result', async () => {
    let recorded: (reply: [number, unknown]) => void = () => undefined;
    const { calls } = renderPage({ get: [[200, { data: VIEW }]], patch: [new Promise((resolve) => (recorded = resolve))] });
    await jobShown();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(screen.getByRole('button', { name: 'Confirming…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Sending your answer…');
    expect(calls[1]).toEqual({ method: 'PATCH', url: `${API}/api/jobs/confirm-sms`, body: { token: TOKEN, response: 'confirmed' } });

    recorded([200, { data: { confirmationStatus: 'confirmed', respondedAt: '2026-11-23T10:00:00.000Z' } }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Job confirmed' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Thank you. Job 1042 on 25 Nov 2026 is confirmed, and Nordfrakt AB has been told.',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(document.title).toBe('Job confirmed · Haulage');
  });

  it('declines with a reason typed in a labelled field', async () => {
    const { calls } = renderPage({
      get: [[200, { data: VIEW }]],
      patch: [[200, { data: { confirmationStatus: 'declined', respondedAt: '2026-11-23T10:00:00.000Z' } }]],
    });
    await jobShown();
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    const reason = screen.getByRole('textbox', { name: 'Reason for declining (optional)' });
    expect(reason).toHaveFocus();
    await userEvent.type(reason, 'No truck free that day ');
    await userEvent.click(screen.getByRole('button', { name: 'Decline the job' }));

    await screen.findByRole('heading', { level: 1, name: 'Job declined' });
    expect(calls[1]!.body).toEqual({ token: TOKEN, response: 'declined', reason: 'No truck free that day' });
    expect(screen.getByRole('status')).toHaveTextContent('Job 1042 on 25 Nov 2026 is declined, and Nordfrakt AB has been told.');
    expect(screen.getByText('Your reason: No truck free that day')).toBeInTheDocument();
  });

  it('lets a person who tapped Decline go back without answering', async () => {
    const { calls } = renderPage({ get: [[200, { data: VIEW }]] });
    await jobShown();
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    expect(calls).toHaveLength(1);
  });

  it.each([
    [
      'used',
      refusal(409, 'ConflictError', 'This link has already been used', { response: 'confirmed', language: 'en' }),
      'This link has already been used',
      'The job was confirmed with this link.',
    ],
    [
      'expired',
      refusal(410, 'ApplicationError', 'This link has expired', { reason: 'expired', language: 'en' }),
      'This link has expired',
      'The time to answer has run out',
    ],
    [
      'cancelled',
      refusal(410, 'ApplicationError', 'This job has been cancelled', { reason: 'cancelled', language: 'en' }),
      'This job has been cancelled',
      'Nothing more is needed from you.',
    ],
    ['unknown', refusal(404, 'NotFoundError', 'This link is not valid'), 'This link is not valid', 'Check that the whole address'],
  ])('gives a %s link a page of its own, with no way to answer', async (_name, reply, title, text) => {
    renderPage({ get: [reply] });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(text);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(document.title).toBe(`${title} · Haulage`);
  });

  it('takes an address without a token as an unknown link and asks nothing of the server', () => {
    const { calls } = renderPage({}, { token: '' });
    expect(heading()).toHaveTextContent('This link is not valid');
    expect(calls).toHaveLength(0);
  });

  it('shows the used page when the link was answered between opening and answering', async () => {
    renderPage({ get: [[200, { data: VIEW }]], patch: [refusal(409, 'ConflictError', 'This link has already been used')] });
    await jobShown();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This link has already been used' })).toHaveFocus();
  });

  it('asks to wait after too many tries, and tries again on request', async () => {
    const { calls } = renderPage({
      get: [refusal(429, 'RateLimitError', 'Too many requests, please try again later.'), [200, { data: VIEW }]],
    });
    await screen.findByRole('heading', { level: 1, name: 'Too many tries' });
    expect(screen.getByRole('status')).toHaveTextContent('Please wait a minute, then try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await jobShown();
    expect(calls).toHaveLength(2);
  });

  it('explains a lost connection instead of failing, and tries again on request', async () => {
    renderPage({ get: ['offline', [200, { data: VIEW }]] });
    await screen.findByRole('heading', { level: 1, name: 'No connection' });
    expect(screen.getByRole('status')).toHaveTextContent('Check your connection and try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await jobShown();
  });

  it('keeps the job and the answer when sending fails, so the person can send again', async () => {
    renderPage({
      get: [[200, { data: VIEW }]],
      patch: ['offline', [200, { data: { confirmationStatus: 'declined', respondedAt: '2026-11-23T10:00:00.000Z' } }]],
    });
    await jobShown();
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await userEvent.type(screen.getByLabelText('Reason for declining (optional)'), 'Closed that day');
    await userEvent.click(screen.getByRole('button', { name: 'Decline the job' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your answer was not sent. The page could not reach the server.');
    expect(screen.getByLabelText('Reason for declining (optional)')).toHaveValue('Closed that day');
    await userEvent.click(screen.getByRole('button', { name: 'Decline the job' }));
    await screen.findByRole('heading', { level: 1, name: 'Job declined' });
  });

  it('takes a server error as a passing problem, never showing what the server said', async () => {
    renderPage({
      get: [[500, { data: null, error: { status: 500, name: 'InternalServerError', message: 'at Object.<anonymous> (db.ts:1)' } }]],
    });
    await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
    expect(screen.queryByText(/db\.ts/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the outcome when the API reports the link already answered', async () => {
    renderPage({ get: [[200, { data: { ...VIEW, state: 'declined' } }]] });
    await screen.findByRole('heading', { level: 1, name: 'Job declined' });
    await waitFor(() => expect(screen.queryByRole('button')).not.toBeInTheDocument());
  });
});

describe('ConfirmJobPage for a reader of Swedish', () => {
  const shown = () => screen.findByRole('heading', { level: 1, name: 'Bekräfta uppdrag 1042' });

  it('shows the job in Swedish when the API names it, whatever the phone speaks, dates and numbers in the Swedish form', async () => {
    const { container } = renderPage({ get: [[200, { data: SWEDISH }]] }, { phone: 'en' });
    await shown();
    expect(document.documentElement).toHaveAttribute('lang', 'sv');
    expect(document.title).toBe('Bekräfta uppdrag 1042 · Haulage');
    expect(screen.getByText('Nordfrakt AB ber dig bekräfta det här uppdraget.')).toBeInTheDocument();
    expect(screen.getByText('Datum').nextSibling).toHaveTextContent('2026-11-25');
    const stops = screen.getAllByRole('listitem');
    expect(stops[0]).toHaveTextContent('Upphämtning Volvo Torslanda, Göteborg2026-11-25 07:00–08:00');
    expect(stops[1]).toHaveTextContent('Leverans Stora Enso, Skoghall');
    expect(screen.getByText('Pappersrullar · 18 pallar · 12 500 kg')).toBeInTheDocument();
    expect(screen.getByText('Svara senast').nextSibling).toHaveTextContent('2026-11-25 07:00');
    expect(screen.getByRole('button', { name: 'Bekräfta' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Avböj' })).toBeEnabled();
    expect(await violations(container)).toEqual([]);
  });

  it('says it is loading in the phone’s Swedish until the job arrives', () => {
    renderPage({ get: [new Promise(() => undefined)] }, { phone: 'sv' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bekräfta uppdrag');
    expect(screen.getByRole('status')).toHaveTextContent('Hämtar uppdraget…');
  });

  it('confirms, and says so in Swedish', async () => {
    renderPage({
      get: [[200, { data: SWEDISH }]],
      patch: [[200, { data: { confirmationStatus: 'confirmed', respondedAt: '2026-11-23T10:00:00.000Z' } }]],
    });
    await shown();
    await userEvent.click(screen.getByRole('button', { name: 'Bekräfta' }));
    const outcome = await screen.findByRole('heading', { level: 1, name: 'Uppdraget är bekräftat' });
    await waitFor(() => expect(outcome).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(
      'Tack! Uppdrag 1042 den 2026-11-25 är bekräftat, och Nordfrakt AB har fått besked.',
    );
    expect(document.title).toBe('Uppdraget är bekräftat · Haulage');
  });

  it('declines with a reason in a field labelled in Swedish, and keeps the answer when sending fails', async () => {
    const { calls } = renderPage({
      get: [[200, { data: SWEDISH }]],
      patch: ['offline', [200, { data: { confirmationStatus: 'declined', respondedAt: '2026-11-23T10:00:00.000Z' } }]],
    });
    await shown();
    await userEvent.click(screen.getByRole('button', { name: 'Avböj' }));
    expect(screen.getByRole('form', { name: 'Avböj uppdraget' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Skäl till att du avböjer (valfritt)' }), 'Stängt den dagen');
    await userEvent.click(screen.getByRole('button', { name: 'Avböj uppdraget' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ditt svar skickades inte. Sidan nådde inte servern.');
    expect(screen.getByRole('button', { name: 'Tillbaka' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Avböj uppdraget' }));
    await screen.findByRole('heading', { level: 1, name: 'Uppdraget är avböjt' });
    expect(screen.getByRole('status')).toHaveTextContent('Uppdrag 1042 den 2026-11-25 är avböjt, och Nordfrakt AB har fått besked.');
    expect(screen.getByText('Ditt skäl: Stängt den dagen')).toBeInTheDocument();
    expect(calls[2]!.body).toEqual({ token: TOKEN, response: 'declined', reason: 'Stängt den dagen' });
  });

  it.each([
    ['used', refusal(409, 'ConflictError', 'm', { response: 'declined', language: 'sv' }), 'Länken är redan använd', 'Uppdraget avböjdes'],
    ['expired', refusal(410, 'ApplicationError', 'm', { reason: 'expired', language: 'sv' }), 'Länken har gått ut', 'Tiden att svara'],
    ['cancelled', refusal(410, 'ApplicationError', 'm', { reason: 'cancelled', language: 'sv' }), 'Uppdraget är avbokat', 'inte göra'],
  ])('explains a %s link in the Swedish the API names, though the phone speaks English', async (_name, reply, title, text) => {
    renderPage({ get: [reply] }, { phone: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(text);
    expect(document.documentElement).toHaveAttribute('lang', 'sv');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('explains an unknown link, too many tries and a lost connection in the phone’s Swedish, with a retry where it may help', async () => {
    renderPage({ get: [refusal(404, 'NotFoundError', 'This link is not valid')] }, { phone: 'sv' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Länken fungerar inte' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Kontrollera att hela adressen i sms:et öppnades.');
    cleanup();

    renderPage({ get: [refusal(429, 'RateLimitError', 'Too many requests'), 'offline', [200, { data: SWEDISH }]] }, { phone: 'sv' });
    expect(await screen.findByRole('heading', { level: 1, name: 'För många försök' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ingen anslutning' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Försök igen' }));
    await shown();
  });

  it('keeps the reader’s Swedish when a link answered meanwhile is refused without naming it', async () => {
    renderPage(
      { get: [[200, { data: SWEDISH }]], patch: [refusal(409, 'ConflictError', 'This link has already been used')] },
      { phone: 'en' },
    );
    await shown();
    await userEvent.click(screen.getByRole('button', { name: 'Bekräfta' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Länken är redan använd' })).toHaveFocus();
  });
});
