import type { MouseEvent } from 'react';
import { focusQuietly, MAIN_CONTENT_ID, mainContent } from './main-content';

/**
 * The first stop of the Tab key: past the header to the page. The link's own jump to #main-content
 * would change the URL's hash (single-spa reroutes on it), so focus is moved by script.
 */
export const SkipLink = () => {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = mainContent();
    if (!main) return;
    event.preventDefault();
    focusQuietly(main.querySelector<HTMLElement>('h1') ?? main);
  };
  return (
    <a className="sh-skip" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      Skip to content
    </a>
  );
};
