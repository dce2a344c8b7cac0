/**
 * The page's one `main` landmark (shell/public/index.html). It holds both the shell's pages
 * (#shell-page) and the remotes' areas (#app-outlet), so the skip link and the focus after a
 * navigation have one place to go, whoever renders the page.
 */
export const MAIN_CONTENT_ID = 'main-content';
export const SHELL_PAGE_ID = 'shell-page';

export const mainContent = (doc: Document = document): HTMLElement | null => doc.getElementById(MAIN_CONTENT_ID);

/** Makes a heading focusable from script only, and keeps main from scrolling under the sticky header. */
export const focusQuietly = (element: HTMLElement): void => {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: element.tagName === 'MAIN' });
};
