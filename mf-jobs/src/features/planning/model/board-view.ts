import { type BoardMode, isIsoDate } from './board-dates';

/** What the dispatch board shows, kept in the URL so a view can be shared and survives a reload. */
export interface BoardView {
  mode: BoardMode;
  date: string;
  /** An area's documentId; empty for every area. */
  area: string;
}

const DEFAULT_MODE: BoardMode = 'week';

/** `?view=day|week&date=YYYY-MM-DD&area=`; anything unreadable falls back to this week, every area. */
export const readBoardView = (params: URLSearchParams, today: string): BoardView => {
  const view = params.get('view');
  const date = params.get('date');
  return {
    mode: view === 'day' || view === 'week' ? view : DEFAULT_MODE,
    date: isIsoDate(date) ? date : today,
    area: params.get('area') ?? '',
  };
};

/** The URL of a view, defaults left out so the plain address means "this week, every area". */
export const writeBoardView = (view: BoardView, today: string): URLSearchParams => {
  const params = new URLSearchParams();
  if (view.mode !== DEFAULT_MODE) params.set('view', view.mode);
  if (view.date !== today) params.set('date', view.date);
  if (view.area) params.set('area', view.area);
  return params;
};
