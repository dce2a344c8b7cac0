// The shell: Module Federation host and single-spa root. Remotes are registered at runtime from
// /remotes.json, so no remote URL is compiled in.
const { createWebpackConfig } = require('../shared/build/create-webpack-config');
const { EmitDriverFilesPlugin, driverServiceWorker } = require('./build-driver-app');
const { StartPreloadsPlugin } = require('./build-start-preloads');

const base = createWebpackConfig({
  dirname: __dirname,
  name: 'shell',
  port: Number(process.env.SHELL_PORT || process.env.PORT || 3000),
  role: 'host',
  runtimePlugins: [require.resolve('./src/federation/fallback-plugin.ts')],
});

/** Emits config.json and remotes.json with the build-time environment; deploys rewrite them. */
class EmitRuntimeConfigPlugin {
  constructor(build) {
    this.build = build;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitRuntimeConfig', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitRuntimeConfig', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const { config, registry } = this.build(process.env);
          const emit = (file, json) =>
            compilation.emitAsset(file, new compiler.webpack.sources.RawSource(`${JSON.stringify(json, null, 2)}\n`));
          emit('config.json', config);
          emit('remotes.json', registry);
        },
      );
    });
  }
}

module.exports = async (env, argv = {}) => {
  const { buildRuntimeConfig } = await import('./scripts/write-runtime-config.mjs');
  const config = base(env, argv);
  config.plugins.push(new EmitRuntimeConfigPlugin(buildRuntimeConfig), new EmitDriverFilesPlugin(), new StartPreloadsPlugin());
  // In development webpack serves from memory and rebuilds often: a service worker would only get in the way.
  if (argv.mode === 'production') config.plugins.push(driverServiceWorker());
  config.devServer = {
    ...config.devServer,
    // In development the runtime files follow the environment of the running dev server.
    setupMiddlewares: (middlewares, devServer) => {
      devServer.app.get(['/config.json', '/remotes.json'], (req, res) => {
        const { config: runtime, registry } = buildRuntimeConfig(process.env);
        res.set('Cache-Control', 'no-cache');
        res.json(req.path === '/config.json' ? runtime : registry);
      });
      return middlewares;
    },
  };
  return config;
};
