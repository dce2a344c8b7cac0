import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { officeToday, type CalendarEvent } from '@haulage/shared/contracts';
import { fakeToken } from '../../../testing/fake-http';
import { renderShell } from '../../../testing/render-shell';
import { formatDayLabel, formatMonthTitle, formatShortDay } from '../model/calendar-labels';
import { firstOfMonth, gridRange, monthOf, shiftMonth } from '../model/calendar-month';
import { DashboardPage } from './dashboard-page';
import { calendarEvent, isCall, ok, paramsOf } from './dashboard-test-server';

const today = officeToday();
const month = monthOf(today);

const job = calendarEvent({ subject: 'Job 1001 – Mälarfrakt AB (planned)', startsAt: today, ref: 'jobs/jobdoc1' });
const inspection = calendarEvent({
  id: 'truck-t1-tech',
  kind: 'inspection_due',
  subject: 'Roadworthiness inspection due: ABC123',
  startsAt: today,
  ref: 'trucks/truckdoc1',
});
const meeting = calendarEvent({
  id: 'event-e1',
  kind: 'custom',
  subject: 'Depot meeting',
  startsAt: `${today}T08:00:00.000Z`,
  allDay: false,
  ref: 'user-events/eventdoc1',
  description: 'Bring the winter tyre plan',
});

/** A fake API holding the calendar; POST, PUT and DELETE change it, as the real one does. */
const calendarServer = (initial: CalendarEvent[]) => {
  let events = [...initial];
  return (config: Parameters<NonNullable<Parameters<typeof renderShell>[1]['server']>>[0]) => {
    if (isCall(config, 'get', '/api/events')) return ok({ data: events, meta: paramsOf(config) });
    if (isCall(config, 'post', '/api/events')) {
      const { data } = JSON.parse(config.data as string) as { data: { title: string; startsAt: string; allDay: boolean } };
      events = [
        ...events,
        calendarEvent({
          id: 'event-new',
          kind: 'custom',
          subject: data.title,
          startsAt: data.startsAt,
          allDay: data.allDay,
          ref: 'user-events/new',
        }),
      ];
      return { status: 201, data: { data: { documentId: 'new', ...data }, meta: {} } };
    }
    if (isCall(config, 'delete', '/api/events/eventdoc1')) {
      events = events.filter((e) => e.ref !== 'user-events/eventdoc1');
      return { status: 204, data: '' };
    }
    if (isCall(config, 'put', '/api/events/eventdoc1')) return ok({ data: { documentId: 'eventdoc1' }, meta: {} });
    return undefined;
  };
};

const todayCell = () => screen.getByRole('cell', { name: new RegExp(`${formatDayLabel(today)}, today`) });

describe('the dashboard calendar', () => {
  it('shows the month with each entry on its day, linked to what it is about', async () => {
    const { calls } = renderShell(<DashboardPage />, {
      path: '/dashboard',
      token: fakeToken({ type: 'viewer' }),
      server: calendarServer([job, inspection, meeting]),
    });
    const table = await screen.findByRole('table', { name: `Calendar, ${formatMonthTitle(month)}` });
    const cell = await within(table).findByRole('cell', { name: new RegExp(formatDayLabel(today)) });
    expect(cell).toHaveAttribute('aria-current', 'date');
    expect(await within(cell).findByRole('link', { name: 'Job 1001 – Mälarfrakt AB (planned)' })).toHaveAttribute(
      'href',
      '/jobs/jobDetails?id=jobdoc1',
    );
    expect(within(cell).getByRole('link', { name: 'Roadworthiness inspection due: ABC123' })).toHaveAttribute('href', '/trucks/truckdoc1');
    // A viewer reads user events but cannot open them for editing.
    expect(within(cell).getByText('Depot meeting')).toBeInTheDocument();
    expect(within(cell).queryByRole('button', { name: /Depot meeting/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add event' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Colours of the calendar' })).getByText('Inspection or insurance due'),
    ).toBeInTheDocument();
    expect(paramsOf(calls.find((c) => c.url === '/api/events')!)).toEqual(gridRange(month));
  });

  it('moves to the next and previous month and back to today, and lists the month as an agenda', async () => {
    const { calls } = renderShell(<DashboardPage />, { path: '/dashboard', token: fakeToken(), server: calendarServer([job]) });
    await screen.findByRole('table', { name: `Calendar, ${formatMonthTitle(month)}` });
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('table', { name: `Calendar, ${formatMonthTitle(shiftMonth(month, 1))}` })).toBeInTheDocument();
    await waitFor(() => expect(paramsOf(calls.filter((c) => c.url === '/api/events').at(-1)!)).toEqual(gridRange(shiftMonth(month, 1))));
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('table', { name: `Calendar, ${formatMonthTitle(shiftMonth(month, -1))}` })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByRole('table', { name: `Calendar, ${formatMonthTitle(month)}` })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Agenda' }));
    expect(screen.getByRole('button', { name: 'Agenda' })).toHaveAttribute('aria-pressed', 'true');
    const agenda = await screen.findByRole('list', { name: `Agenda, ${formatMonthTitle(month)}` });
    expect(within(agenda).getByRole('heading', { name: `${formatDayLabel(today)} (today)` })).toBeInTheDocument();
    expect(within(agenda).getByRole('link', { name: job.subject })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /^Calendar/ })).not.toBeInTheDocument();
  });

  it('opens the agenda at today, with the days already past a button away', async () => {
    const first = firstOfMonth(month);
    const early = calendarEvent({ id: 'job-early', subject: 'Job 900 – Early AB (completed)', startsAt: first, ref: 'jobs/early' });
    renderShell(<DashboardPage />, { path: '/dashboard', token: fakeToken({ type: 'viewer' }), server: calendarServer([early, job]) });
    await screen.findByRole('table', { name: /^Calendar/ });
    await userEvent.click(screen.getByRole('button', { name: 'Agenda' }));
    const agenda = await screen.findByRole('list', { name: `Agenda, ${formatMonthTitle(month)}` });
    expect(within(agenda).getByRole('link', { name: job.subject })).toBeInTheDocument();
    // On the first of a month no day is past yet.
    if (first === today) return;
    expect(within(agenda).queryByRole('link', { name: early.subject })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show 1 earlier day' }));
    expect(within(agenda).getByRole('link', { name: early.subject })).toBeInTheDocument();
  });

  it('creates an event in a dialog, checked as the API checks it, and shows it on its day', async () => {
    const { calls } = renderShell(<DashboardPage />, {
      path: '/dashboard',
      token: fakeToken({ type: 'dispatcher' }),
      server: calendarServer([job]),
    });
    await screen.findByRole('table', { name: /^Calendar/ });
    await userEvent.click(screen.getByRole('button', { name: 'Add event' }));
    const dialog = await screen.findByRole('dialog', { name: 'New event' });
    expect(within(dialog).getByLabelText(/^Start date/)).toHaveValue(today);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter the title')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'post')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText(/^Title/), 'Tyre change day');
    await userEvent.click(within(dialog).getByLabelText('All day'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posted = JSON.parse(calls.find((c) => c.method === 'post')!.data as string);
    expect(posted).toEqual({
      data: { title: 'Tyre change day', description: null, allDay: true, startsAt: `${today}T00:00:00.000Z`, endsAt: null },
    });
    expect(await within(todayCell()).findByRole('button', { name: 'Event: Tyre change day' })).toBeInTheDocument();
  });

  it('adds an event on the day chosen in the table', async () => {
    renderShell(<DashboardPage />, { path: '/dashboard', token: fakeToken(), server: calendarServer([]) });
    await screen.findByRole('table', { name: /^Calendar/ });
    const day = `${month}-15`;
    await userEvent.click(screen.getByRole('button', { name: `Add an event on ${formatShortDay(day)}` }));
    expect(within(await screen.findByRole('dialog', { name: 'New event' })).getByLabelText(/^Start date/)).toHaveValue(day);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('edits and deletes one of the user events', async () => {
    const { calls } = renderShell(<DashboardPage />, { path: '/dashboard', token: fakeToken(), server: calendarServer([meeting]) });
    await screen.findByRole('table', { name: /^Calendar/ });
    await userEvent.click(await within(todayCell()).findByRole('button', { name: /Depot meeting/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit event' });
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Depot meeting');
    expect(within(dialog).getByLabelText(/^Description/)).toHaveValue('Bring the winter tyre plan');
    expect(within(dialog).getByLabelText(/^Start time/)).not.toHaveValue('');

    await userEvent.clear(within(dialog).getByLabelText(/^Title/));
    await userEvent.type(within(dialog).getByLabelText(/^Title/), 'Depot meeting (moved)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = JSON.parse(calls.find((c) => c.method === 'put')!.data as string);
    expect(put.data).toEqual({
      title: 'Depot meeting (moved)',
      description: 'Bring the winter tyre plan',
      allDay: false,
      startsAt: meeting.startsAt,
      endsAt: null,
    });

    await userEvent.click(await within(todayCell()).findByRole('button', { name: /Depot meeting/ }));
    const again = await screen.findByRole('dialog', { name: 'Edit event' });
    await userEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(again).getByRole('button', { name: 'Delete event' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'delete' && c.url === '/api/events/eventdoc1')).toBe(true);
    await waitFor(() => expect(within(todayCell()).queryByText(/Depot meeting/)).not.toBeInTheDocument());
  });

  it('keeps a busy day to a few entries with a button for the rest', async () => {
    const jobs = Array.from({ length: 7 }, (_, i) =>
      calendarEvent({ id: `job-${i}`, subject: `Job ${100 + i}`, startsAt: today, ref: `jobs/j${i}` }),
    );
    renderShell(<DashboardPage />, { path: '/dashboard', token: fakeToken({ type: 'viewer' }), server: calendarServer(jobs) });
    await screen.findByRole('table', { name: /^Calendar/ });
    const cell = todayCell();
    expect(await within(cell).findAllByRole('link')).toHaveLength(4);
    const more = within(cell).getByRole('button', { name: /^3 more on / });
    await userEvent.click(more);
    expect(within(cell).getAllByRole('link')).toHaveLength(7);
    expect(within(cell).getByRole('button', { name: /^Show fewer on / })).toHaveAttribute('aria-expanded', 'true');
  });
});
