/**
 * The road app's own rules beside the shared ones of a page started alone (lib/standalone-page):
 * made for one hand at 390 px, buttons 52 px tall. Colours keep at least 4.5:1 against their background.
 */
const CSS = `
.dr-page { padding: 12px 12px 48px; background: #fff; }
.dr-page h1 { margin: 0; font-size: 24px; }
.dr-page h2 { margin: 16px 0 8px; font-size: 20px; }
.dr-page h3 { margin: 0 0 4px; font-size: 18px; }
.dr-page h4 { margin: 0 0 8px; font-size: 17px; }
.dr-header { display: flex; align-items: flex-end; justify-content: space-between; gap: 12px; margin-bottom: 12px; }
.dr-language { display: flex; flex-direction: column; font-size: 14px; }
.dr-muted { margin: 0; color: #4a5568; }
.dr-label { font-weight: 600; }
.dr-banner { margin: 0 0 12px; padding: 10px 14px; border-radius: 10px; background: #f0fff4; border-left: 6px solid #276749; }
.dr-banner p { margin: 0; }
.dr-waiting { background: #fffaf0; border-left-color: #9c4221; }
.dr-switch { display: flex; gap: 8px; margin-bottom: 8px; }
.dr-switch .dr-button[aria-pressed='true'] { background: #2c5282; border-color: #2c5282; color: #fff; }
.dr-card, .dr-stop { margin: 0 0 12px; padding: 14px; border: 1px solid #a0aec0; border-radius: 12px; }
.dr-stop.dr-done { border-color: #276749; }
.dr-type { display: inline-block; padding: 0 8px; border-radius: 6px; background: #2c5282; color: #fff; font-size: 15px; }
.dr-facts { margin: 8px 0; }
.dr-facts > div + div { margin-top: 6px; }
.dr-facts dt { font-size: 14px; font-weight: 600; color: #4a5568; }
.dr-facts dd { margin: 0; }
.dr-adr { margin: 8px 0; padding: 6px 10px; border-radius: 8px; background: #fff5f5; border-left: 6px solid #c53030; font-weight: 700; }
.dr-done { margin: 4px 0; color: #22543d; font-weight: 600; }
.dr-row { display: flex; flex-wrap: wrap; gap: 8px; margin: 8px 0; }
.dr-row > * { flex: 1 1 40%; }
.dr-button { display: inline-flex; align-items: center; justify-content: center; width: 100%; min-height: 52px; margin: 4px 0; padding: 10px 14px; font: inherit; font-size: 18px; font-weight: 600; text-decoration: none; border-radius: 10px; border: 2px solid #4a5568; background: #fff; color: #1a202c; cursor: pointer; }
.dr-go { background: #276749; border-color: #276749; color: #fff; }
.dr-button:disabled { opacity: 0.65; cursor: not-allowed; }
.dr-button:focus-visible, .dr-input:focus-visible, .dr-signature:focus-visible { outline: 3px solid #2b6cb0; outline-offset: 2px; }
.dr-input { width: 100%; min-height: 48px; margin: 4px 0 8px; padding: 8px 10px; font: inherit; border: 1px solid #4a5568; border-radius: 8px; background: #fff; color: #1a202c; }
.dr-list { list-style: none; margin: 4px 0; padding: 0; }
.dr-list .dr-button[aria-pressed='true'] { background: #2c5282; border-color: #2c5282; color: #fff; }
.dr-form { margin-top: 8px; padding-top: 8px; border-top: 1px solid #a0aec0; }
.dr-field { margin: 0 0 8px; padding: 0; border: 0; }
.dr-signature { display: block; width: 100%; height: 180px; margin: 6px 0; border: 2px dashed #4a5568; border-radius: 8px; background: #fff; touch-action: none; }
.dr-problem { margin: 8px 0; padding: 8px 12px; border-radius: 8px; background: #fff5f5; border-left: 6px solid #c53030; }
.dr-sign-out { margin-top: 24px; }
`;

export const DRIVER_STYLES = { id: 'dr-styles', css: CSS };
