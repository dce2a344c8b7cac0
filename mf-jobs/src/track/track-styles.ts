/**
 * The page's own rules beside the shared ones of a page started alone (lib/standalone-page): made
 * for a 390 px phone, colours at least 4.5:1 against their background.
 */
const CSS = `
.tj-page { padding: 20px 16px 40px; }
.tj-top { display: flex; justify-content: space-between; align-items: center; gap: 12px; margin: 0 0 4px; }
.tj-seller { margin: 0; font-size: 15px; font-weight: 600; color: #2d3748; }
.tj-language { min-height: 44px; padding: 8px 14px; font: inherit; font-size: 15px; background: #fff; color: #1a202c; border: 1px solid #4a5568; border-radius: 8px; cursor: pointer; }
.tj-page h1 { margin: 0 0 4px; font-size: 26px; line-height: 1.25; }
.tj-sub { margin: 0 0 16px; color: #4a5568; }
.tj-status:empty { display: none; }
.tj-problem .tj-status { padding: 14px 16px; border-radius: 10px; background: #fffaf0; border-left: 6px solid #9c4221; }
.tj-timeline { list-style: none; margin: 0 0 20px; padding: 0; }
.tj-step { position: relative; padding: 0 0 16px 32px; }
.tj-step::before { content: ''; position: absolute; left: 8px; top: 20px; bottom: -2px; width: 2px; background: #cbd5e0; }
.tj-step:last-child::before { display: none; }
.tj-dot { position: absolute; left: 0; top: 4px; width: 18px; height: 18px; border-radius: 50%; border: 2px solid #4a5568; background: #fff; }
.tj-done .tj-dot { background: #276749; border-color: #276749; }
.tj-current .tj-dot { background: #2b6cb0; border-color: #2b6cb0; box-shadow: 0 0 0 4px #bee3f8; }
.tj-step-name { font-weight: 600; }
.tj-upcoming .tj-step-name { color: #4a5568; font-weight: 500; }
.tj-step-time { display: block; color: #4a5568; font-size: 15px; }
.tj-card { margin: 0 0 16px; padding: 16px; border: 1px solid #cbd5e0; border-radius: 10px; }
.tj-card h2 { margin: 0 0 6px; font-size: 18px; }
.tj-card p { margin: 0 0 4px; }
.tj-eta { font-weight: 600; }
.tj-signature { display: block; max-width: 100%; height: auto; margin: 8px 0; border: 1px solid #cbd5e0; border-radius: 6px; background: #fff; }
.tj-photos { list-style: none; display: grid; grid-template-columns: repeat(2, 1fr); gap: 8px; margin: 8px 0 0; padding: 0; }
.tj-photos img { width: 100%; height: auto; border-radius: 6px; }
.tj-link { color: #2b6cb0; font-weight: 600; }
.tj-expires { color: #4a5568; font-size: 15px; }
.tj-button { width: 100%; min-height: 52px; padding: 12px 16px; font: inherit; font-size: 18px; font-weight: 600; border-radius: 10px; border: 2px solid #276749; background: #276749; color: #fff; cursor: pointer; }
.tj-button:focus-visible, .tj-language:focus-visible, .tj-link:focus-visible { outline: 3px solid #2b6cb0; outline-offset: 2px; }
.tj-visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;

export const TRACK_STYLES = { id: 'tj-styles', css: CSS };
