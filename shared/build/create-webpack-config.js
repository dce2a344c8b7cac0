// One webpack configuration for the shell and every remote, so the pins and the pitfalls are
// handled once (see docs/adr/0002-module-federation-and-single-spa.md).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const shared = require('./mf-shared');

// The plugin behind MF's `experiments.provideExternalRuntime`, in its ES module build. The experiment
// adds the package's CommonJS build (`require.resolve` picks it), which pulls in a second, CommonJS copy
// of the federation runtime beside the ES one webpack's own runtime uses: ~190 KB of duplicate source,
// ~25 KB gzipped, in every page's main.js. Named through its ES entry, the shell ships the runtime once
// and hands that same copy to the remotes.
const esmEntryOf = (name) => {
  const cjs = require.resolve(name);
  return path.join(path.dirname(cjs), path.basename(cjs, '.cjs') + '.js');
};
const PROVIDE_RUNTIME_TO_REMOTES = esmEntryOf('@module-federation/inject-external-runtime-core-plugin');

const swcRule = {
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
    },
  },
};

/**
 * @param {object} options
 * @param {string} options.dirname        the app's folder
 * @param {string} options.name           the federation container name (a JS identifier, e.g. mf_fleet)
 * @param {number} options.port           dev-server port
 * @param {'host'|'remote'} options.role
 * @param {Record<string,string>} [options.exposes]   remote only
 * @param {string[]} [options.runtimePlugins]          host only
 * @param {object[]} [options.plugins]                 extra webpack plugins
 * @param {string} [options.publicPath]               '/' for the host, 'auto' for remotes
 * @param {{template: string, title?: string}} [options.html]  the page; the app's public/index.html by default
 */
const createWebpackConfig = (options) => (_env, argv = {}) => {
  const mode = argv.mode || 'production';
  const isHost = options.role === 'host';
  return {
    entry: path.resolve(options.dirname, 'src/index.ts'),
    mode,
    // Said outright (not left to a browserslist file): the federation runtime below leaves out its
    // Node loaders only for the web.
    target: 'web',
    devtool: mode === 'development' ? 'eval-cheap-module-source-map' : false,
    output: {
      path: path.resolve(options.dirname, 'dist'),
      publicPath: options.publicPath ?? (isHost ? '/' : 'auto'),
      uniqueName: options.name,
      // [contenthash] in output.filename breaks the federation runtime module; entry files stay
      // unhashed and are served no-cache, chunks are hashed and immutable.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: { rules: [swcRule] },
    plugins: [
      new ModuleFederationPlugin({
        name: options.name,
        ...(isHost
          ? { remotes: {}, runtimePlugins: [...(options.runtimePlugins ?? []), PROVIDE_RUNTIME_TO_REMOTES] }
          : { filename: 'remoteEntry.js', exposes: options.exposes ?? {} }),
        shared,
        shareStrategy: 'loaded-first',
        experiments: {
          // The shell provides the federation runtime once (PROVIDE_RUNTIME_TO_REMOTES); production
          // remotes reuse it instead of each carrying ~20 KB of their own. A remote's dev server keeps
          // its own runtime so it can also run standalone.
          ...(!isHost && mode === 'production' ? { externalRuntime: true } : {}),
          // Every app runs in a browser: the runtime's Node script loaders are dropped at build time.
          optimization: { target: 'web' },
        },
        manifest: true,
        dts: false,
      }),
      new HtmlWebpackPlugin(options.html ?? { template: path.resolve(options.dirname, 'public/index.html') }),
      ...(options.plugins ?? []),
    ],
    optimization: {
      // Terser spends most of a 2-core build; SWC's minifier (already installed) is much faster.
      minimizer: [
        new MinimizerPlugin({
          minify: MinimizerPlugin.swcMinify,
          minimizerOptions: { compress: true, mangle: true },
          extractComments: false,
        }),
      ],
    },
    devServer: {
      host: process.env.HOST || '127.0.0.1',
      port: options.port,
      headers: { 'Access-Control-Allow-Origin': '*' },
      historyApiFallback: true,
      hot: false,
      liveReload: true,
    },
    performance: { hints: false },
  };
};

module.exports = { createWebpackConfig };
