import type { JobStatusChange } from '@haulage/shared/contracts';
import { historyInOrder, statusLabel } from './status-history';

const row = (id: number, at: string) => ({ id, at }) as JobStatusChange;

describe('status history', () => {
  it('names statuses as the badge does', () => {
    expect(statusLabel('in_progress')).toBe('In progress');
    expect(statusLabel(null)).toBe('New');
    expect(statusLabel('archived')).toBe('archived');
  });

  it('lists moves in the order they happened', () => {
    const rows = historyInOrder([row(3, '2026-03-02T10:00:00Z'), row(1, '2026-03-01T10:00:00Z'), row(2, '2026-03-02T10:00:00Z')]);
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3]);
  });
});
