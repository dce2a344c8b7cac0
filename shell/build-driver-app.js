// The road app's installable files, served by the shell (the origin the app runs on): the web app
// manifest and icons from public/driver/, and a Workbox service worker scoped to /driver.
const fs = require('node:fs');
const path = require('node:path');
const { GenerateSW } = require('workbox-webpack-plugin');

const DRIVER_FILES = path.resolve(__dirname, 'public/driver');
// Where the page registers it (mf-jobs installable.ts); served no-cache (docker/check-web-serving.mjs).
const SERVICE_WORKER_FILE = 'driver-sw.js';

/** Copies public/driver/* to the build's root, where the manifest and the page link them. */
class EmitDriverFilesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitDriverFiles', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitDriverFiles', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of fs.readdirSync(DRIVER_FILES)) {
            compilation.emitAsset(file, new compiler.webpack.sources.RawSource(fs.readFileSync(path.join(DRIVER_FILES, file))));
          }
        },
      );
    });
  }
}

/**
 * The service worker is generated from our own build: nothing is fetched from elsewhere at run time.
 * The page itself is precached; every script and runtime file the app loaded (the shell's and the
 * jobs area's, on their own origins) is kept as it passes, fresh while online, so /driver opens in
 * a tunnel. The back office's own chunks are never fetched on the phone's data for it.
 */
const driverServiceWorker = () =>
  new GenerateSW({
    swDest: SERVICE_WORKER_FILE,
    include: [/^index\.html$/, /^driver/],
    exclude: [new RegExp(`^${SERVICE_WORKER_FILE.replace('.', '\\.')}$`)],
    navigateFallback: '/index.html',
    navigateFallbackAllowlist: [/^\/driver(\/|$)/],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    runtimeCaching: [
      {
        // Written out whole: Workbox copies this function's text into the worker, without its scope.
        // Never the API's answers (the app keeps its run in IndexedDB itself) nor realtime.
        urlPattern: ({ url, request }) =>
          !/^\/(api|admin|socket\.io|uploads)(\/|$)/.test(url.pathname) &&
          (request.destination === 'script' || /\.(js|json)$/.test(url.pathname)),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'driver-app-files',
          networkTimeoutSeconds: 4,
          // Scripts of another origin load without CORS: their answers are opaque (status 0).
          cacheableResponse: { statuses: [0, 200] },
          expiration: { maxEntries: 120 },
        },
      },
    ],
  });

module.exports = { DRIVER_FILES, SERVICE_WORKER_FILE, EmitDriverFilesPlugin, driverServiceWorker };
