import { useSyncExternalStore } from 'react';

/** Below this width a month grid's seven columns are too narrow to read: the agenda shows instead. */
const NARROW = '(max-width: 639.98px)';

const query = (): MediaQueryList | null => (typeof window.matchMedia === 'function' ? window.matchMedia(NARROW) : null);

const subscribe = (onChange: () => void): (() => void) => {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};

const isNarrow = (): boolean => query()?.matches ?? false;

/** Whether the screen is phone-sized (a phone in portrait is 390 px). */
export const useNarrowScreen = (): boolean => useSyncExternalStore(subscribe, isNarrow, () => false);
