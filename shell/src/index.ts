// The async boundary lets the federation runtime negotiate shared modules before any app code runs.
// Which app code depends on the path: a public page alone, or the back office (ADR 0018).
import { startForPath } from './federation/entry-start';

startForPath(window.location.pathname).catch((error: unknown) => {
  console.error('The page could not start', error);
  document.body.textContent = 'The page could not start. Please reload it.';
});
