import { useEffect, useRef } from 'react';
import { followPageHeading } from './focus-page-heading';
import { mainContent } from './main-content';

/**
 * On every change of path, focus follows the new page's heading. Not on the first load: a fresh
 * document starts at its top, as screen readers expect.
 */
export const useFocusAfterNavigation = (pathname: string): void => {
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return undefined;
    shown.current = pathname;
    const main = mainContent();
    return main ? followPageHeading(main) : undefined;
  }, [pathname]);
};
