// The webpack configuration of an area (a remote), from its entry in the area manifest
// (areas.json): container name, dev-server port, exposed modules and, for the standalone entry, its nav.
const path = require('node:path');
const { DefinePlugin } = require('webpack');
const { loadAreas } = require('../../scripts/lib/areas.cjs');
const { createWebpackConfig } = require('./create-webpack-config');

/**
 * Each public page of the area (a `publicRoutes` entry with a module, ADR 0018) is exposed beside
 * `./lifecycles`: "./confirm" from src/confirm/index.tsx, so the shell can mount it alone.
 */
const publicPageExposes = (area) =>
  Object.fromEntries(area.publicPages.map((page) => [page.module, `./src/${page.module.slice(2)}/index.tsx`]));

/** @param {string} dirname the area's folder (its webpack.config.js passes __dirname) */
const createAreaWebpackConfig = (dirname) => {
  const area = loadAreas().find((candidate) => candidate.absoluteDir === path.resolve(dirname));
  if (!area) throw new Error(`${dirname} is not an area of areas.json`);
  return createWebpackConfig({
    dirname,
    name: area.name,
    port: Number(process.env.PORT) || area.port,
    role: 'remote',
    exposes: { './lifecycles': './src/lifecycles.tsx', ...publicPageExposes(area) },
    // Every area's standalone page is the same but for its title.
    html: { template: path.resolve(__dirname, 'area-index.html'), title: area.title },
    plugins: [
      // Only the standalone entry reads them; in the shell the platform carries the API URL.
      new DefinePlugin({
        'process.env.API_URL': JSON.stringify(process.env.API_URL || 'http://127.0.0.1:1337'),
        'process.env.HAULAGE_AREA': JSON.stringify(JSON.stringify({ title: area.title, nav: area.nav })),
      }),
    ],
  });
};

module.exports = { createAreaWebpackConfig };
