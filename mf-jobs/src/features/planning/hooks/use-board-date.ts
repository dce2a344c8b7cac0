import { useSearchParams } from 'react-router-dom';
import { officeToday } from '@haulage/shared/contracts';
import { isIsoDate } from '..';

/** The areas board's day in the URL (?date=), today left out. */
export const useBoardDate = () => {
  const [params, setParams] = useSearchParams();
  const today = officeToday();
  const asked = params.get('date');
  const date = isIsoDate(asked) ? asked : today;
  const setDate = (next: string) => setParams(next === today ? {} : { date: next });
  return { date, today, setDate };
};
