import { DRIVER_APP_PATH } from './driver-paths';
/** The web app manifest and the service worker the shell serves for the road app (shell/README.md). */
export const DRIVER_MANIFEST_URL = '/driver.webmanifest';
export const DRIVER_SERVICE_WORKER_URL = '/driver-sw.js';

/**
 * Makes the road app installable and able to start without a network: the manifest is linked
 * here, not in the shell's page, so only /driver offers "Add to home screen"; the service worker
 * is scoped to /driver so the back office never runs under it.
 */
export const installable = (doc: Document = document, nav: Navigator = navigator): void => {
  if (!doc.querySelector('link[rel="manifest"]')) {
    const link = doc.createElement('link');
    link.rel = 'manifest';
    link.href = DRIVER_MANIFEST_URL;
    doc.head.appendChild(link);
  }
  if (!('serviceWorker' in nav)) return;
  nav.serviceWorker.register(DRIVER_SERVICE_WORKER_URL, { scope: DRIVER_APP_PATH }).catch((error: unknown) => {
    // Without it the app still works while online; the phone's copy of the run still works offline.
    console.warn('The road app could not be made available offline', error);
  });
};
