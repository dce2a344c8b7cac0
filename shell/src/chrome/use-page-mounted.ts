import { useEffect } from 'react';
import { setLoading } from '../store/feedback-slice';
import { useShellDispatch } from '../store/store';

/** Spec §4: the global loading flag is turned off after each page mount. */
export const usePageMounted = (): void => {
  const dispatch = useShellDispatch();
  useEffect(() => {
    dispatch(setLoading(false));
  }, [dispatch]);
};
