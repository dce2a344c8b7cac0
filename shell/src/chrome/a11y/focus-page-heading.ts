import { focusQuietly } from './main-content';

const SETTLE_MS = 3000;

/**
 * After a navigation, moves focus to the new page's heading (its first h1), so keyboard and
 * screen-reader users start on the page they opened instead of on a link in the (possibly folded)
 * menu.
 *
 * Pages arrive late (a lazy chunk, a remote's render, its data): until the page settles, each
 * change in main is looked at again and focus follows the newest heading. It stops as soon as the
 * user (or the page itself, e.g. a form's first field) puts focus somewhere inside main. A page
 * that shows no heading by then gets focus on main itself, never left on a hidden menu link.
 */
export const followPageHeading = (main: HTMLElement, settleMs = SETTLE_MS): (() => void) => {
  const doc = main.ownerDocument;
  let placed: HTMLElement | null = null;

  // Focus left on the body (a removed element), on our heading, or outside main (the nav link
  // just used) is ours to move; anywhere else inside main belongs to the user or the page.
  const mayMove = (): boolean => {
    const active = doc.activeElement;
    return !active || active === doc.body || active === placed || !main.contains(active);
  };

  const place = () => {
    if (!mayMove()) return stop();
    const heading = main.querySelector<HTMLElement>('h1');
    if (!heading || (heading === placed && doc.activeElement === heading)) return undefined;
    focusQuietly(heading);
    placed = heading;
    return undefined;
  };

  const observer = new MutationObserver(place);
  const timer = setTimeout(() => {
    if (!placed && mayMove()) focusQuietly(main);
    stop();
  }, settleMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true });
  place();
  return stop;
};
