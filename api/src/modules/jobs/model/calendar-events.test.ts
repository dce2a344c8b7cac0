import { calendarEvents } from './calendar-events';

describe('calendar events', () => {
  const input = {
    from: '2026-03-01',
    to: '2026-03-31',
    jobs: [{ document_id: 'j1', job_number: 10001, company_name: 'Åkeri AB', status: 'in_progress', planned_date: '2026-03-05' }],
    trucks: [
      {
        document_id: 't1',
        truck_name: 'Volvo FH 1',
        tech_inspection_date: '2026-03-10',
        tachograph_inspection_date: '2027-01-01',
        insurance_expiry_date: null,
      },
    ],
    drivers: [
      {
        document_id: 'd1',
        first_name: 'Anna',
        last_name: 'Berg',
        licence_expiry_date: '2026-03-02',
        code95_expiry_date: null,
        driver_card_expiry_date: null,
        adr_expiry_date: null,
      },
    ],
    userEvents: [{ document_id: 'e1', title: 'Depot meeting', starts_at: '2026-03-05T07:00:00.000Z', ends_at: null, all_day: 0 }],
  };

  it('merges jobs, dates falling due and user events in time order', () => {
    expect(calendarEvents(input).map((e) => [e.kind, e.subject, e.startsAt])).toEqual([
      ['licence_due', 'Driving licence expires: Anna Berg', '2026-03-02'],
      ['job', 'Job 10001 – Åkeri AB (in progress)', '2026-03-05'],
      ['custom', 'Depot meeting', '2026-03-05T07:00:00.000Z'],
      ['inspection_due', 'Roadworthiness inspection due: Volvo FH 1', '2026-03-10'],
    ]);
  });

  it('leaves driver documents out for those who may not read drivers', () => {
    expect(calendarEvents({ ...input, drivers: null }).some((e) => e.kind === 'licence_due')).toBe(false);
  });

  it('gives timed user events in UTC, ordered by instant whatever offset they were saved with', () => {
    const userEvents = [
      { document_id: 'e1', title: 'Nine in Stockholm', starts_at: '2026-03-05T09:00:00+01:00', ends_at: null, all_day: 0 },
      { document_id: 'e2', title: 'Half past eight UTC', starts_at: '2026-03-05T08:30:00Z', ends_at: null, all_day: 0 },
      { document_id: 'e3', title: 'All day', starts_at: '2026-03-06T00:00:00+01:00', ends_at: null, all_day: 1 },
    ];
    expect(calendarEvents({ ...input, jobs: [], trucks: [], drivers: null, userEvents }).map((e) => [e.subject, e.startsAt])).toEqual([
      ['Nine in Stockholm', '2026-03-05T08:00:00.000Z'],
      ['Half past eight UTC', '2026-03-05T08:30:00.000Z'],
      ['All day', '2026-03-06T00:00:00+01:00'],
    ]);
  });

  it('keeps user events that overlap the range in time, not by how their text sorts', () => {
    const userEvents = [
      { document_id: 'in', title: 'Late on the 31st', starts_at: '2026-04-01T00:30:00+02:00', ends_at: null, all_day: 0 },
      { document_id: 'out', title: 'Early on 1 April', starts_at: '2026-03-31T23:30:00-02:00', ends_at: null, all_day: 0 },
    ];
    expect(calendarEvents({ ...input, jobs: [], trucks: [], drivers: null, userEvents }).map((e) => e.subject)).toEqual([
      'Late on the 31st',
    ]);
  });
});
