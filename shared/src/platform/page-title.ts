import { useEffect } from 'react';

/** The tab title when no page has named itself (the shell's index.html says the same). */
export const PRODUCT_TITLE = 'Haulage back office';
const PRODUCT_SHORT_NAME = 'Haulage';

/**
 * "Trucks · Haulage": the page first, so a row of tabs and a screen reader's window list tell the
 * pages apart by their first word.
 */
export const formatPageTitle = (page?: string | null): string => {
  const name = page?.trim();
  return name ? `${name} · ${PRODUCT_SHORT_NAME}` : PRODUCT_TITLE;
};

/**
 * Names the page in the document title while the calling page component is shown. A page calls it
 * once, before any early return, with what its heading says (or a stand-in while its data loads).
 * There is no reset on unmount: the next page sets its own, and a reset from an area's root could
 * land after the shell's page has already named itself.
 */
export const usePageTitle = (page?: string | null): void => {
  const title = formatPageTitle(page);
  useEffect(() => {
    document.title = title;
  }, [title]);
};
