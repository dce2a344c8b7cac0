/**
 * Starts loading the shell's copy of the UI system (`@haulage/shared/ui`, a federation singleton)
 * as an area starts to load. The chrome does not use it, so on a first load straight into an area
 * no copy is loading yet and the MF runtime (`loaded-first`) would take the remote's copy: a
 * different file from the one the shell's pages use, downloaded and cached twice. Loading the
 * shell's copy first makes every area and page share one file.
 */
export const preloadUiSystem = (): void => {
  // A failure here is not the area's failure: the area then loads its own copy.
  import('@haulage/shared/ui').catch(() => undefined);
};
