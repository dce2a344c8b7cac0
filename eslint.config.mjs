// Lint enforces the package boundaries: a remote imports only @haulage/shared and itself; shared
// imports no app; the API imports only the isomorphic contracts of shared.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

const otherApps = ['@haulage/shell', '@haulage/api', '@haulage/mf-*', '@haulage/e2e', 'mf_*/*', 'mf_*'];
const noDeepShared = {
  group: ['@haulage/shared/src/*', '**/shared/src/*'],
  message: 'Import @haulage/shared through its public entry points.',
};
const outsideSelf = {
  regex: '^(\\.\\./)+(shared|api|shell|mf-[\\w-]+|e2e)/(src|build|test)(/|$)',
  message: 'Stay inside your own package; reach other domains through the API.',
};

// API feature boundaries: a module reaches another module only through its index.ts (or the
// engine in api/src/content); the engine never reaches into a module.
const apiModules = readdirSync(new URL('./api/src/modules', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
// auth, users, realtime and uploads are registered together as the platform (auth/index.ts) and
// share their internals; every domain module (fleet, customers, jobs, finance…) stands alone.
const platform = ['auth', 'users', 'realtime', 'uploads'];
const allowedFrom = (name) => (platform.includes(name) ? platform : [name]);
const moduleZones = apiModules.map((name) => ({
  target: `./api/src/modules/${name}`,
  from: './api/src/modules',
  except: [
    ...allowedFrom(name).map((own) => `./${own}`),
    ...apiModules.filter((other) => !allowedFrom(name).includes(other)).map((other) => `./${other}/index.ts`),
  ],
  message: 'Import another API module only through its index.ts.',
}));

// Inside a remote, a feature never imports another feature (bulletproof-react's rule): what two
// features share goes in the remote's lib/ or the area kit; pages and app/ compose features.
// mf-jobs still has features that reach into each other; it joins once they are untangled.
const remotesWithFeatureBoundaries = ['mf-fleet', 'mf-customers', 'mf-finance', 'mf-jobs'];
const featureZones = remotesWithFeatureBoundaries.flatMap((remote) =>
  readdirSync(new URL(`./${remote}/src/features`, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => ({
      target: `./${remote}/src/features/${d.name}`,
      from: `./${remote}/src/features`,
      except: [`./${d.name}`],
      message: 'A feature does not import another feature: move what they share to lib/ or the area kit.',
    })),
);

// A remote imports only @haulage/shared and itself (docs/adr/0003, 0011).
const remotePatterns = [
  { group: otherApps, message: 'A remote imports only @haulage/shared and itself.' },
  { group: ['@chakra-ui/*', '@emotion/*'], message: 'Use the UI system from @haulage/shared/ui.' },
  noDeepShared,
  outsideSelf,
];
const remotePaths = [{ name: 'axios', message: 'Use the one http client from the platform context.' }];

const apiPatterns = [
  {
    group: ['@haulage/*', '!@haulage/shared', '!@haulage/shared/contracts', '!@haulage/shared/i18n'],
    message: 'The API imports only @haulage/shared/contracts (and the isomorphic @haulage/shared/i18n).',
  },
  {
    group: [
      '@haulage/shared/api',
      '@haulage/shared/ui',
      '@haulage/shared/session',
      '@haulage/shared/feedback',
      '@haulage/shared/realtime',
      '@haulage/shared/platform',
      '@haulage/shared/area-kit',
      '@haulage/shared/area-kit/*',
    ],
    message: 'The API imports only @haulage/shared/contracts.',
  },
];

const contentEntry = {
  regex: '^(\\.\\./)+content/(?!index$)',
  message: 'A module reaches the content engine only through its public entry (../content).',
};

const restrict = (patterns, paths = []) => ({
  'no-restricted-imports': ['error', { patterns, paths }],
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '**/*.js',
      '**/*.mjs',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['mf-*/src/**/*.{ts,tsx}'],
    rules: restrict(remotePatterns, remotePaths),
  },
  {
    // The area kit's test harness stays out of a remote's bundles.
    files: ['mf-*/src/**/*.{ts,tsx}'],
    ignores: ['mf-*/src/**/*.test.{ts,tsx}', 'mf-*/src/test/**', 'mf-*/src/**/*-fixtures.ts'],
    rules: restrict(
      [...remotePatterns, { group: ['@haulage/shared/area-kit/testing'], message: 'The area kit harness is for tests only.' }],
      remotePaths,
    ),
  },
  {
    files: remotesWithFeatureBoundaries.map((remote) => `${remote}/src/features/**/*.{ts,tsx}`),
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: featureZones }] },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    rules: restrict([
      { group: ['@haulage/mf-*', '@haulage/api', 'mf_*/*'], message: 'The shell loads remotes at runtime only.' },
      { group: ['@haulage/shared/area-kit', '@haulage/shared/area-kit/*'], message: 'The area kit is for the remotes.' },
      noDeepShared,
      outsideSelf,
    ]),
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: restrict([{ group: ['@haulage/*'], message: '@haulage/shared imports no app.' }]),
  },
  {
    // The area kit is bundled into each remote: it reaches the other entries by their public names,
    // so a remote gets the singleton instance the shell provides (session, http, realtime, UI), never a copy.
    files: ['shared/src/area-kit/**/*.{ts,tsx}'],
    rules: restrict([
      {
        group: ['@haulage/*', '!@haulage/shared', '@haulage/shared/area-kit', '@haulage/shared/area-kit/*'],
        message: '@haulage/shared imports no app; the kit imports itself relatively.',
      },
      noDeepShared,
      {
        regex: '^(\\.\\./)+(api|contracts|feedback|forms|platform|realtime|session|ui)(/|$)',
        message: 'Reach another entry of @haulage/shared by its public name (@haulage/shared/ui, …).',
      },
    ]),
  },
  {
    files: ['shared/src/contracts/**/*.ts'],
    rules: restrict([
      { group: ['@haulage/*'], message: '@haulage/shared imports no app.' },
      {
        group: ['react', 'react-dom', 'react/*', '@chakra-ui/*', 'axios', 'socket.io-client', '../ui/*', '../api/*', '../session/*'],
        message: 'Contracts are isomorphic: no React, DOM or http.',
      },
    ]),
  },
  {
    files: ['api/**/*.ts'],
    rules: restrict(apiPatterns),
  },
  {
    // The engine's public entry (api/src/content/index.ts) is its contract with the modules: what is
    // not exported there may change without a module noticing.
    files: ['api/src/modules/**/*.ts'],
    rules: restrict([...apiPatterns, contentEntry]),
  },
  {
    // A service holds the rules and is handed what it needs (src/ports.ts: db, publish, a logger,
    // settings), so a route, a sweep and a test call it alike; Fastify stays in routes and plugins.
    // Reaching the app through a request (`ctx.request.server.config`) is the same dependency by
    // another road, so it is refused too: settings come in when the module registers its hooks and commands.
    files: ['api/src/modules/**/services/**/*.ts', 'api/src/modules/**/*-service.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      ...restrict([
        ...apiPatterns,
        contentEntry,
        { group: ['fastify', 'fastify/*', '@fastify/*'], message: 'A service takes small ports (src/ports.ts), not Fastify types.' },
      ]),
      'no-restricted-syntax': [
        'error',
        ...[
          "MemberExpression[property.name='server'][object.name='request']",
          "MemberExpression[property.name='server'][object.property.name='request']",
        ].map((selector) => ({
          selector,
          message: 'A service is handed its settings and ports (src/ports.ts), not the app behind a request.',
        })),
        {
          selector: "MemberExpression[property.name='config'][object.property.name='server']",
          message: 'A service is handed its settings when the module registers it, not read from the server.',
        },
      ],
    },
  },
  {
    files: ['api/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })] },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: moduleZones }],
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Demo data is a table of believable rows, not logic: its length says nothing about design.
    files: ['api/src/modules/*/seed/demo-data.ts', 'api/src/modules/*/seed/*-data.ts'],
    rules: { 'max-lines': 'off' },
  },
  {
    files: ['api/src/content/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [{ target: './api/src/content', from: './api/src/modules', message: 'The engine knows no module.' }] },
      ],
    },
  },
);
