#!/usr/bin/env node
// Compiles the API to one JavaScript file, dist/server.js, so production runs plain Node instead of
// the TypeScript loader (docs/adr/0014-compiled-api.md). The API's own code and the shared
// contracts it imports are bundled; every npm package stays external, loaded from node_modules as
// installed, so native addons (better-sqlite3, sharp, pg) and packages that read their own files
// (Swagger UI's assets) work unchanged.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Bare imports are npm packages (external) except the workspace's own shared contracts. */
const externalPackages = {
  name: 'external-packages',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@haulage/') ? undefined : { path: args.path, external: true });
  },
};

export const buildApi = () =>
  build({
    absWorkingDir: apiDir,
    entryPoints: ['src/server.ts'],
    outfile: 'dist/server.js',
    bundle: true,
    platform: 'node',
    target: 'node20',
    // CommonJS, as tsx ran it: config.ts places the default database beside the package via
    // __dirname (dist/.. is api/, as src/.. was).
    format: 'cjs',
    // The map is written for debugging (`node --enable-source-maps`) but not loaded by default:
    // parsing it on every start costs memory the API is held to.
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [externalPackages],
  });

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  await buildApi();
  console.info(`api/dist/server.js built in ${Date.now() - started} ms`);
}
