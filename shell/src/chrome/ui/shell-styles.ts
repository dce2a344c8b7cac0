/**
 * The chrome's own stylesheet. The login page, header, spinner, toasts and the 403/not-found pages
 * are the first screen, so they are plain elements styled here instead of with Chakra
 * (`@haulage/shared/ui` is ~126 KB gzipped and loads only with the pages and areas that use it).
 * The values are the spec's constants and the colours of shared/src/ui/theme.ts (brand palette)
 * and Chakra's defaults, so the chrome looks the same as the Chakra pages beside it. The rules are
 * not in a cascade layer, so Chakra's layered reset cannot override them once it loads.
 */
export const SHELL_STYLE_ID = 'shell-chrome-styles';

const C = {
  brand50: '#e6f4f8',
  // Darkened brand hue: white on it is 4.63:1 (WCAG AA), as in the UI system's theme.
  brand500: '#187ea1',
  brand600: '#136f90',
  brand700: '#0f5873',
  fg: '#09090b',
  muted: '#52525b',
  subtle: '#fafafa',
  border: '#e4e4e7',
  // Error text 6.47:1 on white and 5.91:1 on errorBg; the theme's `fg.error`.
  error: '#b91c1c',
  errorBg: '#fef2f2',
  // White text on the toasts: green.700 and orange.700 (5.0:1 and 5.2:1; 600 was ~3.3:1).
  success: '#15803d',
  warning: '#c2410c',
  headerHeight: '64px',
  inputHeight: '48px',
  fontSize: '14px',
  radius: '10px',
  gutter: '25px',
  // Below this width the nav and Sign out no longer fit the bar in two rows and fold behind the Menu button.
  phoneMenuBelow: '1099.98px',
  // Chakra's `fonts.body` token.
  font: "Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', Helvetica, Arial, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji', 'Segoe UI Symbol'",
};

export const SHELL_CSS = `
.sh-root,.sh-root *{box-sizing:border-box}
.sh-root{font-family:${C.font};font-size:${C.fontSize};line-height:1.5;color:${C.fg}}
.sh-header{position:sticky;top:0;z-index:1200;display:flex;align-items:center;gap:24px;height:${C.headerHeight};padding:0 ${C.gutter};background:${C.brand700};color:#fff}
.sh-product{min-width:0;font-weight:700;font-size:18px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.sh-menu{display:flex;align-items:center;gap:24px;flex:1;min-width:0}
/* An admin's nav is wider than a 1280px bar: it wraps to a second row inside the 64px bar instead of
   scrolling out of sight. */
.sh-nav{display:flex;flex-wrap:wrap;gap:0 16px;flex:1;min-width:0}
.sh-nav a{color:#fff;font-weight:500;text-decoration:none;white-space:nowrap;line-height:1.4}
.sh-nav a:hover,.sh-nav a[aria-current=page]{text-decoration:underline}
.sh-user{display:flex;align-items:center;gap:16px}
.sh-skip{position:absolute;left:8px;top:-64px;z-index:1500;padding:8px 16px;border-radius:6px;background:#fff;color:${C.brand700};font-weight:600}
.sh-skip:focus{top:8px}
.sh-who{text-align:end;line-height:1.375}
.sh-who p{margin:0}
.sh-who .sh-type{font-size:12px;opacity:.85}
.sh-btn{display:inline-flex;align-items:center;justify-content:center;gap:8px;height:40px;padding:0 16px;border-radius:6px;border:1px solid transparent;font:inherit;font-weight:500;cursor:pointer}
.sh-btn:focus-visible,.sh-input:focus-visible,.sh-root a:focus-visible{outline:2px solid ${C.brand500};outline-offset:2px}
/* The brand outline is not visible on the dark header. */
.sh-header a:focus-visible,.sh-header .sh-btn:focus-visible{outline-color:#fff}
.sh-btn-outline{height:32px;padding:0 12px;background:transparent;color:#fff;border-color:rgba(255,255,255,.6)}
/* After .sh-btn, which would otherwise show it: on a wide screen the nav is in the bar. */
.sh-menu-btn{display:none}
.sh-btn-outline:hover{background:${C.brand600}}
.sh-btn-solid{width:100%;height:${C.inputHeight};background:${C.brand500};color:#fff}
.sh-btn-solid:hover{background:${C.brand600}}
.sh-btn-solid:disabled{opacity:.6;cursor:wait}
.sh-center{display:flex;align-items:center;justify-content:center}
.sh-login{min-height:100vh;padding:16px;background:${C.subtle}}
.sh-card{width:100%;max-width:448px;padding:24px;background:#fff;border:1px solid ${C.border};border-radius:${C.radius}}
.sh-stack{display:flex;flex-direction:column;gap:20px}
.sh-root h1{margin:0;font-size:24px;line-height:1.33;font-weight:600}
.sh-page h1{font-size:20px}
.sh-muted{color:${C.muted};margin:0}
.sh-field{display:flex;flex-direction:column;gap:6px}
.sh-label{font-weight:500}
.sh-required{color:${C.error};margin-inline-start:4px}
.sh-input{height:${C.inputHeight};padding:0 12px;border:1px solid ${C.border};border-radius:6px;font:inherit;color:inherit;background:#fff}
.sh-input[aria-invalid=true]{border-color:${C.error}}
.sh-error{color:${C.error};font-size:12px;margin:0}
.sh-alert{display:flex;gap:8px;align-items:center;padding:12px 16px;border-radius:6px;background:${C.errorBg};color:${C.error};font-weight:500}
.sh-link{color:${C.brand700}}
.sh-login .sh-link{color:${C.muted};font-size:13px;align-self:flex-start}
.sh-page{padding:${C.gutter}}
.sh-page p{margin:8px 0 0}
.sh-overlay{position:fixed;inset:0;z-index:1300;background:#fff}
.sh-overlay.sh-below-header{top:${C.headerHeight}}
.sh-spinner{display:inline-block;width:32px;height:32px;border:3px solid ${C.brand500};border-bottom-color:transparent;border-left-color:transparent;border-radius:50%;animation:sh-spin .65s linear infinite}
.sh-spinner-lg{width:48px;height:48px}
.sh-pad{padding:64px 0}
.sh-half{min-height:50vh}
@keyframes sh-spin{to{transform:rotate(360deg)}}
.sh-toasts{position:fixed;top:65px;right:16px;left:16px;z-index:1400;display:flex;flex-direction:column;align-items:flex-end;gap:8px;pointer-events:none}
.sh-toast{pointer-events:auto;display:flex;align-items:flex-start;gap:12px;width:100%;max-width:384px;padding:12px 16px;border-radius:${C.radius};color:#fff;box-shadow:0 4px 12px rgba(0,0,0,.15);font-family:${C.font};font-size:${C.fontSize};background:${C.fg}}
.sh-toast p{margin:0}
.sh-toast-success{background:${C.success}}
.sh-toast-error{background:${C.error}}
.sh-toast-info{background:${C.brand500}}
.sh-toast-warning{background:${C.warning}}
.sh-toast-body{flex:1;min-width:0}
.sh-toast-title{font-weight:600}
.sh-toast-close{background:transparent;border:0;color:inherit;font-size:18px;line-height:1;cursor:pointer;padding:0 2px}
@media (max-width:${C.phoneMenuBelow}){
.sh-header{gap:12px;padding:0 16px}
.sh-menu-btn{display:inline-flex;flex:none;margin-inline-start:auto;height:44px}
.sh-menu{display:none;position:absolute;top:${C.headerHeight};left:0;right:0;flex-direction:column;align-items:stretch;gap:8px;max-height:calc(100vh - ${C.headerHeight});overflow-y:auto;padding:8px 16px 16px;background:${C.brand700};box-shadow:0 8px 16px rgba(0,0,0,.2)}
.sh-menu.sh-open{display:flex}
.sh-nav{flex-direction:column;flex-wrap:nowrap;gap:0}
.sh-nav a{display:flex;align-items:center;min-height:44px;padding:0 8px;border-radius:6px}
.sh-user{justify-content:space-between;padding-top:12px;border-top:1px solid rgba(255,255,255,.3)}
.sh-who{text-align:start}
.sh-user .sh-btn-outline{height:44px}
}
`;

/** Adds the stylesheet to <head> once. */
export const injectShellStyles = (doc: Document = document): void => {
  if (doc.getElementById(SHELL_STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = SHELL_STYLE_ID;
  style.textContent = SHELL_CSS;
  doc.head.appendChild(style);
};
