// Preloads in index.html for what every page of the shell draws with, so a phone downloads React
// while main.js is still arriving and parsing instead of asking for it once main.js runs.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'StartPreloads';

/**
 * The shared modules every page starts with: a public page alone and the back office both draw
 * with React and read the session. src/federation/entry-start.ts asks for the same ones by name.
 */
const START_SHARED = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', '@haulage/shared/session'];

/**
 * The script files that load the shell's own copy of each shared module: the chunks of the block
 * its provide module registers in the share scope (what a page gets with `loaded-first`, whoever
 * asks). Throws when a name is not provided, so a renamed share key cannot silently drop a preload.
 */
const providedFiles = (compilation, names) => {
  const provides = new Map(
    [...compilation.modules]
      .filter((module) => module.constructor.name === 'ProvideSharedModule')
      // The federation plugin keeps the share key on the module (`_name`); it is not otherwise exposed.
      .map((module) => [module._name, module]),
  );
  const files = new Set();
  for (const name of names) {
    const provide = provides.get(name);
    if (!provide) throw new Error(`${NAME}: the shell provides no shared module "${name}"`);
    for (const block of provide.blocks) {
      for (const chunk of compilation.chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) {
        for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      }
    }
  }
  return [...files].sort();
};

/**
 * Adds `<link rel="preload" as="script">` for the start's shared chunks. Plain `preload`: webpack
 * loads chunks as classic scripts, which a `modulepreload` would not serve. main.js is marked high
 * and the preloads low: a slow line is shared by every download in flight (and a host gets six at
 * once), so at equal priority React's 64 KB slowed main.js, which everything else waits for
 * (measured: main.js arrived 600–750 ms later and the pages showed later than without preloads).
 * Asked for low, React fills the line while main.js runs and the remote's manifest travels.
 */
class StartPreloadsPlugin {
  constructor(names = START_SHARED) {
    this.names = names;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = data.publicPath ?? compilation.outputOptions.publicPath ?? '/';
        for (const tag of data.headTags) {
          if (tag.tagName === 'script' && tag.attributes.src) tag.attributes.fetchpriority = 'high';
        }
        const links = providedFiles(compilation, this.names).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', fetchpriority: 'low', href: `${publicPath}${file}` }),
        );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { START_SHARED, StartPreloadsPlugin, providedFiles };
