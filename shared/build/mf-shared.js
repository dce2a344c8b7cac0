// The dependencies the shell and every remote share as singletons. Shared modules are not
// tree-shaken, so the list is short on purpose: React once, Redux once, and the stateful or heavy
// platform entries (http client, session, feedback, realtime, UI system). Chakra is reached only
// through @haulage/shared/ui so it loads once. The router is not shared: the shell routes without
// it, and each remote's own router instance is tree-shaken into the remote. The contracts and
// platform types are pure and stateless, so each app bundles just what it uses of them
// (see docs/adr/0003-ui-system-through-shared.md).
const path = require('node:path');

const versionOf = (name) =>
  require(require.resolve(`${name}/package.json`, { paths: [path.resolve(__dirname, '..')] })).version;

const singleton = (name, version = versionOf(name)) => ({ singleton: true, requiredVersion: `^${version}` });

const sharedVersion = require('../package.json').version;
// The area kit is bundled into each remote: it renders with that remote's own router, and a
// singleton would hand one remote's router context to another (docs/adr/0011-area-kit.md).
// The i18n entry is stateless too (a translator per call, no global instance): bundled, a public page
// that reads its catalogue with the plain translator leaves i18next out (the tracking page's 150 KB).
const STATELESS_ENTRIES = ['./contracts', './platform', './forms', './format', './area-kit', './area-kit/testing', './i18n'];
const platformEntries = Object.keys(require('../package.json').exports)
  .filter((entry) => !STATELESS_ENTRIES.includes(entry))
  .map((entry) => `@haulage/shared/${entry.slice(2)}`);

module.exports = {
  react: singleton('react'),
  'react/jsx-runtime': singleton('react', versionOf('react')),
  'react-dom': singleton('react-dom'),
  'react-dom/client': singleton('react-dom', versionOf('react-dom')),
  'react-redux': singleton('react-redux'),
  '@reduxjs/toolkit': singleton('@reduxjs/toolkit'),
  // Redux Toolkit and RTK Query in every app produce drafts with immer; the shell loads it at start.
  immer: singleton('immer'),
  ...Object.fromEntries(platformEntries.map((entry) => [entry, { singleton: true, requiredVersion: `^${sharedVersion}` }])),
};
