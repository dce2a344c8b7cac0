const { DefinePlugin } = require('webpack');
const { createWebpackConfig } = require('../shared/build/create-webpack-config');

module.exports = createWebpackConfig({
  dirname: __dirname,
  name: 'mf_customers',
  port: Number(process.env.PORT) || 3003,
  role: 'remote',
  exposes: { './lifecycles': './src/lifecycles.tsx' },
  // Used by the standalone development entry only; in the product the shell hands over the platform.
  plugins: [new DefinePlugin({ 'process.env.API_URL': JSON.stringify(process.env.API_URL || 'http://127.0.0.1:1337') })],
});
