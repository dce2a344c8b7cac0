import { readBoardView, writeBoardView } from './board-view';

const today = '2026-03-11';
const read = (query: string) => readBoardView(new URLSearchParams(query), today);

describe('board view in the URL', () => {
  it('defaults to this week and every area', () => {
    expect(read('')).toEqual({ mode: 'week', date: today, area: '' });
  });

  it('reads the view, date and area', () => {
    expect(read('view=day&date=2026-04-01&area=area-gbg')).toEqual({ mode: 'day', date: '2026-04-01', area: 'area-gbg' });
  });

  it('ignores what it cannot read', () => {
    expect(read('view=month&date=2026-13-01')).toEqual({ mode: 'week', date: today, area: '' });
  });

  it('writes only what differs from the defaults, and reads back the same view', () => {
    expect(writeBoardView({ mode: 'week', date: today, area: '' }, today).toString()).toBe('');
    const view = { mode: 'day' as const, date: '2026-04-01', area: 'area-gbg' };
    const written = writeBoardView(view, today);
    expect(written.toString()).toBe('view=day&date=2026-04-01&area=area-gbg');
    expect(readBoardView(written, today)).toEqual(view);
  });
});
