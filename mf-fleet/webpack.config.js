const { DefinePlugin } = require('webpack');
const { createWebpackConfig } = require('../shared/build/create-webpack-config');

module.exports = createWebpackConfig({
  dirname: __dirname,
  name: 'mf_fleet',
  port: Number(process.env.PORT) || 3001,
  role: 'remote',
  exposes: { './lifecycles': './src/lifecycles.tsx' },
  // Only the standalone entry reads it; in the shell the platform carries the API url.
  plugins: [new DefinePlugin({ 'process.env.API_URL': JSON.stringify(process.env.API_URL || 'http://127.0.0.1:1337') })],
});
