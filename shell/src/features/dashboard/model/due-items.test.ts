import type { DueItem } from '@haulage/shared/contracts';
import { dueItemPath, dueText, groupByDate } from './due-items';

const item = (date: string, subject: string, resource: DueItem['resource'] = 'trucks'): DueItem => ({
  kind: 'techInspection',
  resource,
  documentId: `${subject}-id`,
  subject,
  date,
  status: 'due_soon',
});

describe('due items', () => {
  it('groups by date, earliest first', () => {
    const days = groupByDate([item('2026-12-03', 'B'), item('2026-11-20', 'Z'), item('2026-12-03', 'A')]);
    expect(days.map((day) => [day.date, day.items.map((i) => i.subject)])).toEqual([
      ['2026-11-20', ['Z']],
      ['2026-12-03', ['A', 'B']],
    ]);
  });

  it('links to the page of the vehicle or driver', () => {
    expect(dueItemPath(item('2026-12-03', 'ABC123'))).toBe('/trucks/ABC123-id');
    expect(dueItemPath(item('2026-12-03', 'Anna', 'drivers'))).toBe('/drivers/Anna-id');
  });

  it('reads each date as the rest of the product does', () => {
    expect(dueText('2026-11-20', '2026-11-21')).toBe('Overdue');
    expect(dueText('2026-11-21', '2026-11-21')).toBe('Due today');
    expect(dueText('2026-11-22', '2026-11-21')).toBe('Due in 1 day');
    expect(dueText('2026-12-01', '2026-11-21')).toBe('Due in 10 days');
    expect(dueText('2027-06-01', '2026-11-21')).toBe('2027-06-01');
  });
});
