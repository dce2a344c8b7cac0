/**
 * The few rules every page started alone shares (its wrapper and the crash message), so each page
 * adds only its own. Inlined, so no stylesheet or UI library loads on a slow phone; 16 px text so
 * iOS does not zoom into fields; colours keep at least 4.5:1 against their background.
 */
export const BASE_PAGE_CSS = `
.sp-page { box-sizing: border-box; max-width: 34rem; margin: 0 auto; font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1a202c; }
.sp-page *, .sp-page *::before, .sp-page *::after { box-sizing: border-box; }
.sp-failure { padding: 24px 16px 40px; }
.sp-reload { width: 100%; min-height: 52px; padding: 12px 16px; font: inherit; font-size: 18px; font-weight: 600; border-radius: 10px; border: 2px solid #276749; background: #276749; color: #fff; cursor: pointer; }
.sp-reload:focus-visible { outline: 3px solid #2b6cb0; outline-offset: 2px; }
`;

/** Adds a page's rules (after the shared ones) once; the returned function takes them away again. */
export const injectPageStyles = (id: string, css: string, doc: Document = document): (() => void) => {
  if (!doc.getElementById(id)) {
    const style = doc.createElement('style');
    style.id = id;
    style.textContent = BASE_PAGE_CSS + css;
    doc.head.appendChild(style);
  }
  return () => doc.getElementById(id)?.remove();
};
