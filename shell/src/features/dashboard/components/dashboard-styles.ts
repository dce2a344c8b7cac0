/**
 * The dashboard's stylesheet. The dashboard is the first screen after signing in, so like the
 * chrome (chrome/ui/shell-styles.ts) it is drawn with plain elements instead of the UI system
 * (`@haulage/shared/ui`, ~126 KB gzipped), which is fetched at idle once the dashboard shows.
 * Colours are the theme's and Chakra's (subtle badges: 800 on 100, at least 6:1).
 */
const STYLE_ID = 'dashboard-styles';

const CSS = `
.db-page{max-width:72rem;margin:0 auto;padding:25px}
.db-page h1{margin:0;font-size:24px;line-height:1.33;font-weight:600}
.db-page h2{margin:0 0 12px;font-size:18px;font-weight:600}
.db-page h3{margin:0 0 8px;font-size:14px;font-weight:600}
.db-lead{margin:4px 0 25px;color:#52525b}
.db-grid{display:grid;gap:25px;margin:0 0 25px;padding:0;grid-template-columns:repeat(var(--db-cols,1),minmax(0,1fr))}
.db-grid-3{--db-cols:1}.db-grid-4{--db-cols:2}
@media (min-width:480px){.db-grid-3{--db-cols:3}}
@media (min-width:768px){.db-grid-4{--db-cols:4}}
.db-card{background:#fff;border:1px solid #e4e4e7;border-radius:10px;padding:16px}
.db-figure{margin:0}
.db-figure dt{color:#52525b;font-size:12px;font-weight:500}
.db-figure dd{margin:4px 0 0;font-size:24px;font-weight:600}
.db-agenda,.db-items{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:16px}
.db-items{gap:8px}
.db-item{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:12px}
.db-item a{color:#0f5873;font-weight:500}
.db-item p{margin:0;font-size:12px;color:#52525b}
.db-badge{display:inline-block;padding:0 8px;border-radius:4px;font-size:12px;font-weight:500;line-height:20px}
.db-overdue{background:#fee2e2;color:#991b1b}.db-due_soon{background:#ffedd5;color:#9a3412}
.db-ok{background:#dcfce7;color:#166534}.db-unknown{background:#f4f4f5;color:#3f3f46}
.db-state{padding:40px 16px;text-align:center}
.db-state p{margin:0 0 12px}
.db-state .sh-btn{width:auto;height:40px;background:#187ea1;color:#fff}
`;

/** Adds the stylesheet to <head> once. */
export const injectDashboardStyles = (doc: Document = document): void => {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = CSS;
  doc.head.appendChild(style);
};
