/**
 * Starts loading the shell's copy of the UI system (`@haulage/shared/ui`, a federation singleton)
 * as an area starts to load. The chrome does not use it, so on a first load straight into an area
 * nothing has loaded it yet: started here, its download runs beside the remote's entry instead of
 * after it, and the area reuses the same file the shell's pages use (MF `loaded-first`).
 */
export const preloadUiSystem = (): void => {
  // A failure here is not the area's failure: the area then loads its own copy.
  import('@haulage/shared/ui').catch(() => undefined);
};

/**
 * The same once the browser is idle: after the dashboard (drawn without the UI system) has shown,
 * so the first screen does not wait for it and the first area opened does not either.
 */
export const preloadUiSystemWhenIdle = (): void => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(preloadUiSystem, { timeout: 2000 });
  else window.setTimeout(preloadUiSystem, 200);
};
