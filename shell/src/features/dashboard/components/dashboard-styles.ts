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
.db-sr{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.db-section{margin:0 0 32px}
.db-muted{margin:0 0 16px;color:#52525b}
.db-note{margin:8px 0 0;font-size:12px;color:#52525b}
.db-controls{display:flex;flex-wrap:wrap;align-items:flex-end;gap:12px;margin:0 0 12px}
.db-control{display:flex;flex-direction:column;gap:4px;font-weight:500}
.db-control-error{flex-basis:100%}
.db-input{height:40px;padding:0 10px;border:1px solid #e4e4e7;border-radius:6px;font:inherit;color:inherit;background:#fff}
.db-input[aria-invalid=true]{border-color:#b91c1c}
.db-btn{height:40px;background:#fff;color:#0f5873;border-color:#a1a1aa}
.db-btn:hover{background:#e6f4f8}
.db-btn[aria-pressed=true]{background:#0f5873;color:#fff;border-color:#0f5873}
.db-btn-primary{background:#187ea1;color:#fff}
.db-btn-primary:hover{background:#136f90}
.db-btn-danger{background:#b91c1c;color:#fff}
.db-page .sh-btn:disabled{opacity:.6;cursor:wait}
.db-page .sh-btn:focus-visible,.db-dialog .sh-btn:focus-visible,.db-input:focus-visible,.db-ev:focus-visible,.db-add:focus-visible,.db-more:focus-visible{outline:2px solid #187ea1;outline-offset:2px}
.db-toolbar{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:12px;margin:0 0 12px}
.db-toolbar-group{display:flex;flex-wrap:wrap;align-items:center;gap:8px}
.db-month{margin:0 0 0 8px;font-size:18px;font-weight:600}
.db-segmented{display:inline-flex}
.db-segmented .sh-btn{border-radius:0}
.db-segmented .sh-btn:first-child{border-radius:6px 0 0 6px}
.db-segmented .sh-btn:last-child{border-radius:0 6px 6px 0;margin-left:-1px}
.db-legend{display:flex;flex-wrap:wrap;gap:16px;list-style:none;margin:0 0 12px;padding:0;font-size:12px;color:#3f3f46}
.db-legend li{display:flex;align-items:center;gap:6px}
.db-swatch{display:inline-block;width:12px;height:12px;border-radius:3px;border:1px solid currentColor}
.db-cal-wrap{overflow-x:auto}
.db-cal{width:100%;min-width:560px;table-layout:fixed;border-collapse:collapse;background:#fff}
.db-cal th{padding:6px 4px;font-size:12px;font-weight:600;color:#52525b;text-align:left}
.db-cal abbr{text-decoration:none}
.db-cal .db-wk{width:36px;text-align:center;color:#71717a;font-weight:500}
.db-cal tbody th{vertical-align:top;padding-top:10px;border:1px solid #e4e4e7;background:#fafafa}
.db-day{vertical-align:top;height:112px;padding:4px;border:1px solid #e4e4e7}
.db-day-out{background:#fafafa}
.db-day-out .db-day-num{color:#71717a}
.db-day-head{display:flex;justify-content:space-between;align-items:center;min-height:28px}
.db-day-num{display:inline-flex;align-items:center;justify-content:center;min-width:24px;height:24px;padding:0 4px;border-radius:12px;font-weight:600}
.db-today .db-day-num{background:#0f5873;color:#fff}
.db-add{width:28px;height:28px;border:0;border-radius:6px;background:transparent;color:#0f5873;font:inherit;font-size:18px;line-height:1;cursor:pointer}
.db-add:hover{background:#e6f4f8}
.db-ev-list{list-style:none;margin:2px 0 0;padding:0;display:flex;flex-direction:column;gap:2px}
.db-ev{display:block;width:100%;padding:2px 6px;border:0;border-radius:4px;font:inherit;font-size:12px;line-height:18px;text-align:left;text-decoration:none;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;cursor:pointer}
span.db-ev{cursor:default}
.db-ev:hover{text-decoration:underline}
.db-ev-time{font-weight:600}
.db-ev-job{background:#e6f4f8;color:#0f5873}
.db-ev-inspection_due{background:#ffedd5;color:#9a3412}
.db-ev-licence_due{background:#f3e8ff;color:#6b21a8}
.db-ev-custom{background:#dcfce7;color:#166534}
.db-more{margin-top:2px;padding:2px 6px;border:0;background:transparent;color:#0f5873;font:inherit;font-size:12px;font-weight:500;cursor:pointer}
.db-items .db-ev{white-space:normal;font-size:14px;line-height:20px;padding:6px 8px}
.db-agenda li[aria-current=date] h3{color:#0f5873}
.db-past{margin:0 0 16px}
.db-dialog{width:calc(100% - 32px);max-width:34rem;padding:24px;border:0;border-radius:10px;box-shadow:0 12px 32px rgba(0,0,0,.25);color:#09090b}
.db-dialog::backdrop{background:rgba(9,9,11,.45)}
.db-dialog h2{margin:0;font-size:18px;font-weight:600}
.db-form{display:flex;flex-direction:column;gap:16px}
.db-form-row{display:grid;grid-template-columns:repeat(auto-fit,minmax(10rem,1fr));gap:12px}
.db-textarea{height:auto;min-height:80px;padding:8px 12px;resize:vertical}
.db-check{display:flex;align-items:center;gap:8px;font-weight:500}
.db-check input{width:18px;height:18px}
.db-form-actions{display:flex;flex-wrap:wrap;justify-content:flex-end;gap:8px}
.db-btn-start{margin-right:auto}
.db-confirm{display:flex;flex-wrap:wrap;align-items:center;gap:8px;padding:12px;border-radius:6px;background:#fef2f2}
.db-confirm p{flex-basis:100%;margin:0;color:#991b1b;font-weight:500}
`;

/** Adds the stylesheet to <head> once. */
export const injectDashboardStyles = (doc: Document = document): void => {
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = CSS;
  doc.head.appendChild(style);
};
