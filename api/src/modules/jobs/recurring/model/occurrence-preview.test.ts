import { previewOccurrences } from './occurrence-preview';

describe('previewOccurrences', () => {
  it('shows made days as stored, deleted or cancelled jobs as cancelled, and the rule’s days after them', () => {
    const days = previewOccurrences(
      [
        {
          date: '2026-06-11',
          plannedDate: '2026-06-11',
          status: 'generated',
          reason: null,
          job: { documentId: 'a', jobNumber: 7, status: 'open' },
        },
        { date: '2026-06-18', plannedDate: '2026-06-18', status: 'generated', reason: null, job: null },
        { date: '2026-06-19', plannedDate: null, status: 'skipped', reason: 'Midsommarafton', job: null },
      ],
      [
        { status: 'scheduled', date: '2026-06-11', plannedDate: '2026-06-11', reason: null },
        { status: 'scheduled', date: '2026-06-25', plannedDate: '2026-06-25', reason: null },
        { status: 'skipped', date: '2026-06-19', reason: 'Midsommarafton' },
      ],
    );
    expect(days.map((d) => [d.date, d.status, d.job?.jobNumber ?? null])).toEqual([
      ['2026-06-11', 'generated', 7],
      ['2026-06-18', 'cancelled', null],
      ['2026-06-19', 'skipped', null],
      ['2026-06-25', 'scheduled', null],
    ]);
  });
});
