/**
 * The page's own rules beside the shared ones of a page started alone (lib/standalone-page): made for
 * a phone held in one hand, buttons 52 px tall and full width. Colours keep at least 4.5:1.
 */
const CSS = `
.cj-page { padding: 24px 16px 40px; }
.cj-company { margin: 0 0 4px; font-size: 15px; font-weight: 600; color: #2d3748; }
.cj-page h1 { margin: 0 0 8px; font-size: 26px; line-height: 1.25; }
.cj-status { margin: 0 0 16px; }
.cj-status:empty { display: none; }
.cj-answered .cj-status { padding: 14px 16px; border-radius: 10px; background: #f0fff4; border-left: 6px solid #276749; }
.cj-problem .cj-status { padding: 14px 16px; border-radius: 10px; background: #fffaf0; border-left: 6px solid #9c4221; }
.cj-lead { margin: 0 0 16px; }
.cj-facts { margin: 0 0 20px; padding: 16px; border: 1px solid #cbd5e0; border-radius: 10px; }
.cj-facts > div + div { margin-top: 12px; }
.cj-facts dt { font-size: 14px; font-weight: 600; color: #4a5568; }
.cj-facts dd { margin: 2px 0 0; }
.cj-stops { margin: 0; padding-left: 22px; }
.cj-stops li + li { margin-top: 6px; }
.cj-stop-type { font-weight: 600; }
.cj-stop-time { display: block; color: #4a5568; }
.cj-failure { margin: 0 0 16px; padding: 12px 16px; border-radius: 10px; background: #fff5f5; border-left: 6px solid #c53030; }
.cj-actions { display: flex; flex-direction: column; gap: 12px; }
.cj-label { font-weight: 600; }
.cj-reason { width: 100%; min-height: 96px; padding: 10px 12px; font: inherit; border: 1px solid #718096; border-radius: 8px; }
.cj-button { width: 100%; min-height: 52px; padding: 12px 16px; font-family: inherit; font-size: 18px; font-weight: 600; line-height: 1.2; border-radius: 10px; border: 2px solid transparent; cursor: pointer; }
.cj-button:disabled { opacity: 0.65; cursor: wait; }
.cj-confirm { background: #276749; border-color: #276749; color: #fff; }
.cj-decline, .cj-back { background: #fff; border-color: #4a5568; color: #1a202c; }
.cj-decline-send { background: #c53030; border-color: #c53030; color: #fff; }
.cj-button:focus-visible, .cj-reason:focus-visible { outline: 3px solid #2b6cb0; outline-offset: 2px; }
.cj-reason-given { margin: 0; }
`;

export const CONFIRM_STYLES = { id: 'cj-styles', css: CSS };
