import { useSearchParams } from 'react-router-dom';
import { officeToday } from '@haulage/shared/contracts';
import { readBoardView, writeBoardView, type BoardView } from '../model/board-view';

/** The board's view in the URL (?view=&date=&area=): back and forward step through the periods seen. */
export const useBoardView = () => {
  const [params, setParams] = useSearchParams();
  const today = officeToday();
  const view = readBoardView(params, today);
  const update = (change: Partial<BoardView>) => setParams(writeBoardView({ ...view, ...change }, today));
  return { view, today, update };
};
