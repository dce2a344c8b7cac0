// Lint enforces the package boundaries: a remote imports only @haulage/shared and itself; shared
// imports no app; the API imports only the isomorphic contracts of shared.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const otherApps = ['@haulage/shell', '@haulage/api', '@haulage/mf-*', '@haulage/e2e', 'mf_*/*', 'mf_*'];
const noDeepShared = { group: ['@haulage/shared/src/*', '**/shared/src/*'], message: 'Import @haulage/shared through its public entry points.' };
const outsideSelf = { regex: '^(\\.\\./)+(shared|api|shell|mf-[\\w-]+|e2e)/(src|build|test)(/|$)', message: 'Stay inside your own package; reach other domains through the API.' };

const restrict = (patterns, paths = []) => ({
  'no-restricted-imports': ['error', { patterns, paths }],
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'e2e/test-results/**', 'e2e/playwright-report/**', '**/*.js', '**/*.mjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['mf-*/src/**/*.{ts,tsx}'],
    rules: restrict(
      [
        { group: otherApps, message: 'A remote imports only @haulage/shared and itself.' },
        { group: ['@chakra-ui/*', '@emotion/*'], message: 'Use the UI system from @haulage/shared/ui.' },
        noDeepShared,
        outsideSelf,
      ],
      [{ name: 'axios', message: 'Use the one http client from the platform context.' }],
    ),
  },
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    rules: restrict([
      { group: ['@haulage/mf-*', '@haulage/api', 'mf_*/*'], message: 'The shell loads remotes at runtime only.' },
      noDeepShared,
      outsideSelf,
    ]),
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: restrict([{ group: ['@haulage/*'], message: '@haulage/shared imports no app.' }]),
  },
  {
    files: ['shared/src/contracts/**/*.ts'],
    rules: restrict([
      { group: ['@haulage/*'], message: '@haulage/shared imports no app.' },
      { group: ['react', 'react-dom', 'react/*', '@chakra-ui/*', 'axios', 'socket.io-client', '../ui/*', '../api/*', '../session/*'], message: 'Contracts are isomorphic: no React, DOM or http.' },
    ]),
  },
  {
    files: ['api/**/*.ts'],
    rules: restrict([
      { group: ['@haulage/*', '!@haulage/shared', '!@haulage/shared/contracts'], message: 'The API imports only @haulage/shared/contracts.' },
      { group: ['@haulage/shared/api', '@haulage/shared/ui', '@haulage/shared/session', '@haulage/shared/feedback', '@haulage/shared/realtime', '@haulage/shared/platform'], message: 'The API imports only @haulage/shared/contracts.' },
    ]),
  },
);
