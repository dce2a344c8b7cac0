import { addDays, officeToday, swedishHolidays } from '@haulage/shared/contracts';
import { materialiseAll } from '../../src/modules/jobs/recurring/index';
import { dropRedoable } from '../../src/modules/jobs/recurring/services/redo-occurrences';
import { type JobsWorld, jobInput, jobsWorld } from './jobs-fixtures';

jest.setTimeout(120_000);

let w: JobsWorld;
let template: { id: number; documentId: string; jobNumber: number };
beforeAll(async () => {
  w = await jobsWorld();
  template = (await w.client.post('/api/jobs', jobInput(w, { kind: 'template', status: 'draft', plannedDate: '2026-03-02' }))).body.data;
});
afterAll(async () => w.t.close());

const schedule = (over: Record<string, unknown> = {}) => ({
  name: 'Volvo shuttle',
  templateJob: template.documentId,
  rrule: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=TH,FR',
  startsOn: '2026-06-01',
  endsOn: '2026-06-30',
  holidayPolicy: 'skip',
  ...over,
});

const jobsOf = async (scheduleId: number) => {
  const res = await w.client.get(
    `/api/jobs?filters[recurringSchedule][id][$eq]=${scheduleId}&sort=occurrenceDate&pagination[pageSize]=100&populate=stops`,
  );
  return res.body.data as {
    documentId: string;
    plannedDate: string;
    occurrenceDate: string;
    status: string;
    stops: { plannedFrom: string }[];
  }[];
};

describe('POST /api/recurring-schedules', () => {
  it('refuses a bad rule, an end before the start and a job that is not a template, writing nothing', async () => {
    const schedules = async () => (await w.client.get('/api/recurring-schedules?pagination[pageSize]=100')).body.data;
    const before = await schedules();
    const bad = await w.client.post('/api/recurring-schedules', schedule({ rrule: 'FREQ=HOURLY' }));
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.errors[0].path).toEqual(['rrule']);
    const backwards = await w.client.post('/api/recurring-schedules', schedule({ endsOn: '2026-05-01' }));
    expect(backwards.body.error.message).toBe('Ends on cannot be before starts on');
    const job = (await w.client.post('/api/jobs', jobInput(w))).body.data;
    const notTemplate = await w.client.post('/api/recurring-schedules', schedule({ templateJob: job.documentId }));
    expect(notTemplate.status).toBe(400);
    expect(notTemplate.body.error.message).toBe(`Job ${job.jobNumber} is not a template; save it as a template first`);
    expect((await w.client.post('/api/recurring-schedules', schedule({ status: 'ended' }))).status).toBe(400);
    expect(await schedules()).toEqual(before);
  });

  it('is for dispatch to write and the office to read', async () => {
    expect((await w.client.post('/api/recurring-schedules', schedule(), 'finance')).status).toBe(403);
    expect((await w.client.get('/api/recurring-schedules', 'viewer')).status).toBe(403);
    expect((await w.client.get('/api/recurring-schedules', 'finance')).status).toBe(200);
  });
});

describe('materialising', () => {
  it('makes each rule date once, however often and however concurrently it runs, and skips Midsummer Eve', async () => {
    // June 2026 is in the past of the write's own run (from today): the runs below choose the day.
    const created = await w.client.post('/api/recurring-schedules', schedule({ horizonWeeks: 8 }));
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    await Promise.all([materialiseAll(w.t.app, '2026-06-01'), materialiseAll(w.t.app, '2026-06-01')]);
    await materialiseAll(w.t.app, '2026-06-01');
    const jobs = await jobsOf(id);
    // Thursdays and Fridays of June 2026 but Friday 19 June (Midsommarafton).
    expect(jobs.map((job) => job.plannedDate)).toEqual([
      '2026-06-04',
      '2026-06-05',
      '2026-06-11',
      '2026-06-12',
      '2026-06-18',
      '2026-06-25',
      '2026-06-26',
    ]);
    expect(jobs.every((job) => job.status === 'open' && job.occurrenceDate === job.plannedDate)).toBe(true);
    // The template's 08:00 pickup in March (07:00Z) is 08:00 on a summer day (06:00Z).
    expect(jobs[0]!.stops[0]!.plannedFrom).toBe('2026-06-04T06:00:00.000Z');
    const preview = await w.client.get(
      `/api/recurring-schedules/${created.body.data.documentId}/preview?from=2026-06-01&to=2026-06-30`,
      'finance',
    );
    expect(preview.status).toBe(200);
    expect(preview.body.data.find((day: { date: string }) => day.date === '2026-06-19')).toMatchObject({
      status: 'skipped',
      reason: 'Midsommarafton',
      job: null,
    });
    expect(preview.body.data.filter((day: { status: string }) => day.status === 'generated')).toHaveLength(7);
    // The link is the schedule's to set: createMulti refuses it from a body.
    const forged = await w.client.post('/api/jobs/createMulti', [jobInput(w, { recurringSchedule: id })]);
    expect(forged.status).toBe(400);
    expect((await jobsOf(id)).length).toBe(7);
  });

  it('never makes a deleted occurrence again, and an edit redoes only unplanned future days', async () => {
    const created = await w.client.post('/api/recurring-schedules', schedule({ name: 'Edited', horizonWeeks: 8 }));
    const ref = created.body.data.documentId as string;
    await materialiseAll(w.t.app, '2026-06-01');
    const [first, second, third] = await jobsOf(created.body.data.id);
    expect((await w.client.del(`/api/jobs/${first!.documentId}`)).status).toBe(204);
    const trucks = (await w.client.get('/api/trucks?pagination[pageSize]=1&sort=id')).body.data;
    const assigned = await w.client.post(`/api/jobs/${second!.documentId}/assign`, {
      truck: trucks[0].documentId,
      plannedDate: second!.plannedDate,
    });
    expect(assigned.status).toBe(200);
    await materialiseAll(w.t.app, '2026-06-01');
    let dates = (await jobsOf(created.body.data.id)).map((job) => job.occurrenceDate);
    expect(dates).not.toContain(first!.occurrenceDate);
    // Now Mondays only. The edit redoes from the real today on, so June is redone here as an edit
    // made on 1 June would: the planned Friday stays, the open Thursday goes, the deleted day stays gone.
    const edit = await w.client.put(`/api/recurring-schedules/${ref}`, { rrule: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO' });
    expect(edit.status).toBe(200);
    expect((await jobsOf(created.body.data.id)).map((job) => job.occurrenceDate)).toEqual(dates);
    await w.t.app.db.transaction().execute((trx) => dropRedoable(trx, w.t.app.dialect, created.body.data.id, '2026-06-01'));
    await materialiseAll(w.t.app, '2026-06-01');
    dates = (await jobsOf(created.body.data.id)).map((job) => job.occurrenceDate);
    expect(dates).toEqual(['2026-06-01', second!.occurrenceDate, '2026-06-08', '2026-06-15', '2026-06-22', '2026-06-29']);
    expect(dates).not.toContain(third!.occurrenceDate);
  });

  it('makes the coming weeks’ jobs on create, moves a holiday to the next workday, and pauses, resumes and ends', async () => {
    const today = officeToday();
    const holiday = [0, 1]
      .flatMap((n) => swedishHolidays(Number(today.slice(0, 4)) + n))
      .find((h) => h.date > addDays(today, 1) && h.date < addDays(today, 150))!;
    const weekday = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'][new Date(`${holiday.date}T00:00:00Z`).getUTCDay()];
    const body = schedule({
      name: 'Weekly',
      rrule: `FREQ=WEEKLY;INTERVAL=1;BYDAY=${weekday}`,
      startsOn: addDays(holiday.date, -7),
      endsOn: addDays(holiday.date, 7),
      horizonWeeks: 26,
      holidayPolicy: 'next_workday',
    });
    const created = await w.client.post('/api/recurring-schedules', body, 'dispatcher');
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    const made = await jobsOf(id);
    expect(made.map((job) => job.occurrenceDate)).toContain(holiday.date);
    expect(made.find((job) => job.occurrenceDate === holiday.date)!.plannedDate > holiday.date).toBe(true);
    const url = `/api/recurring-schedules/${created.body.data.documentId}`;
    expect((await w.client.post(`${url}/pause`, {})).body.data.status).toBe('paused');
    expect((await w.client.post(`${url}/pause`, {})).status).toBe(409);
    expect((await w.client.post(`${url}/resume`, {})).body.data.status).toBe('active');
    const ended = await w.client.post(`${url}/end`, {});
    expect(ended.body.data).toMatchObject({ status: 'ended', endsOn: today });
    expect(await jobsOf(id)).toEqual([]);
    expect((await w.client.post(`${url}/resume`, {})).body.error.message).toBe('An ended schedule cannot be resumed');
  });

  it('plans made jobs on the default truck when nothing conflicts, and leaves them open when something does', async () => {
    const trucks = (await w.client.get('/api/trucks?sort=id&pagination[pageSize]=20')).body.data as { id: number; documentId: string }[];
    const week = { startsOn: '2026-09-07', endsOn: '2026-09-13', rrule: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=TU', horizonWeeks: 4 };
    const usable: number[] = [];
    for (const truck of trucks) {
      const created = await w.client.post(
        '/api/recurring-schedules',
        schedule({ ...week, name: `Truck ${truck.id}`, truck: truck.documentId }),
      );
      await materialiseAll(w.t.app, '2026-09-01');
      const [job] = await jobsOf(created.body.data.id);
      if (job!.status === 'planned') usable.push(truck.id);
      if (usable.length > 0) break;
    }
    expect(usable).toHaveLength(1);
    const [planned] = (
      await w.client.get(`/api/jobs?filters[truck][id][$eq]=${usable[0]}&filters[plannedDate][$eq]=2026-09-08&populate=statusHistory`)
    ).body.data;
    expect(planned).toMatchObject({ status: 'planned', plannedDate: '2026-09-08' });
    expect(planned.statusHistory.map((h: { toStatus: string }) => h.toStatus)).toContain('planned');
    // The same truck at the same time on the same day is double-booked: that job stays open.
    const clash = await w.client.post('/api/recurring-schedules', schedule({ ...week, name: 'Clash', truck: usable[0] }));
    await materialiseAll(w.t.app, '2026-09-01');
    expect((await jobsOf(clash.body.data.id)).map((job) => job.status)).toEqual(['open']);
  });
});

describe('POST /api/recurring-schedules/:id/skip', () => {
  type Day = { date: string; status: string; reason: string | null; job: { documentId: string; status: string } | null };
  const daysOf = async (ref: string, to: string) =>
    (await w.client.get(`/api/recurring-schedules/${ref}/preview?to=${to}`)).body.data as Day[];

  it('skips a made day (its job cancelled) and a day not yet made, and neither is ever made again', async () => {
    const today = officeToday();
    const created = await w.client.post(
      '/api/recurring-schedules',
      schedule({
        name: 'Weekdays',
        rrule: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR',
        startsOn: addDays(today, 1),
        endsOn: addDays(today, 90),
        holidayPolicy: 'generate',
        horizonWeeks: 2,
      }),
      'dispatcher',
    );
    const { id, documentId: ref } = created.body.data as { id: number; documentId: string };
    const url = `/api/recurring-schedules/${ref}/skip`;
    const days = await daysOf(ref, addDays(today, 60));
    const made = days.find((day) => day.status === 'generated')!;
    const later = days.filter((day) => day.status === 'scheduled' && day.date > addDays(today, 40))[0]!;

    expect((await w.client.post(url, { date: made.date }, 'finance')).status).toBe(403);
    const skipped = await w.client.post(url, { date: made.date, reason: 'Customer closed for stocktaking' }, 'dispatcher');
    expect(skipped.status).toBe(200);
    const job = (await w.client.get(`/api/jobs/${made.job!.documentId}`)).body.data;
    expect(job).toMatchObject({ status: 'cancelled', cancelReason: 'Customer closed for stocktaking' });
    expect((await w.client.post(url, { date: later.date })).status).toBe(200);
    expect((await w.client.post(url, { date: later.date })).status).toBe(200);

    const after = await daysOf(ref, addDays(today, 60));
    expect(after.find((day) => day.date === made.date)).toMatchObject({ status: 'skipped', reason: 'Customer closed for stocktaking' });
    expect(after.find((day) => day.date === later.date)).toMatchObject({ status: 'skipped', reason: 'Skipped by a dispatcher', job: null });
    // Weeks later the materialiser reaches the skipped day, and makes the days around it only.
    await materialiseAll(w.t.app, addDays(later.date, -7));
    const dates = (await jobsOf(id)).map((j) => j.occurrenceDate);
    expect(dates).not.toContain(later.date);
    expect(dates).toContain(addDays(later.date, 7));
    expect((await jobsOf(id)).filter((j) => j.occurrenceDate === made.date)).toHaveLength(1);
  });

  it('refuses a day the rule does not make, a past day, and a day whose job is under way', async () => {
    const today = officeToday();
    const created = await w.client.post(
      '/api/recurring-schedules',
      schedule({
        name: 'Mondays',
        rrule: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO',
        startsOn: addDays(today, -14),
        endsOn: addDays(today, 60),
        holidayPolicy: 'generate',
        horizonWeeks: 4,
      }),
    );
    const ref = created.body.data.documentId as string;
    const url = `/api/recurring-schedules/${ref}/skip`;
    const [first] = (await daysOf(ref, addDays(today, 28))).filter((day) => day.status === 'generated');
    const notMonday = await w.client.post(url, { date: addDays(first!.date, 1) });
    expect(notMonday.status).toBe(400);
    expect(notMonday.body.error.details.errors[0]).toMatchObject({
      path: ['date'],
      message: expect.stringMatching(/not one of the schedule/),
    });
    expect((await w.client.post(url, { date: addDays(today, -7) })).body.error.message).toMatch(/has passed/);
    const trucks = (await w.client.get('/api/trucks?filters[truckStatus][$eq]=available&sort=id')).body.data as { documentId: string }[];
    const jobUrl = `/api/jobs/${first!.job!.documentId}`;
    let assigned = { status: 0 };
    for (const truck of trucks) {
      assigned = await w.client.post(`${jobUrl}/assign`, { truck: truck.documentId, plannedDate: first!.date });
      if (assigned.status === 200) break;
    }
    expect(assigned.status).toBe(200);
    await w.client.post(`${jobUrl}/status`, { to: 'dispatched' });
    expect((await w.client.post(`${jobUrl}/status`, { to: 'in_progress' })).status).toBe(200);
    const started = await w.client.post(url, { date: first!.date });
    expect(started.status).toBe(409);
    expect((await w.client.get(jobUrl)).body.data.status).toBe('in_progress');
  });
});
