// The dependencies the shell and every remote share as singletons. Shared modules are not
// tree-shaken, so the list is short on purpose: React once, the router once, Redux once, and the
// platform package. Chakra is reached only through @haulage/shared/ui so it loads once, trimmed
// to the components the product uses (see docs/adr/0003-ui-system-through-shared.md).
const path = require('node:path');

const versionOf = (name) =>
  require(require.resolve(`${name}/package.json`, { paths: [path.resolve(__dirname, '..')] })).version;

const singleton = (name, version = versionOf(name)) => ({ singleton: true, requiredVersion: `^${version}` });

const sharedVersion = require('../package.json').version;
const platformEntries = Object.keys(require('../package.json').exports)
  .map((entry) => `@haulage/shared/${entry.slice(2)}`);

module.exports = {
  react: singleton('react'),
  'react/jsx-runtime': singleton('react', versionOf('react')),
  'react-dom': singleton('react-dom'),
  'react-dom/client': singleton('react-dom', versionOf('react-dom')),
  'react-router': singleton('react-router'),
  'react-router-dom': singleton('react-router-dom'),
  'react-redux': singleton('react-redux'),
  '@reduxjs/toolkit': singleton('@reduxjs/toolkit'),
  ...Object.fromEntries(platformEntries.map((entry) => [entry, { singleton: true, requiredVersion: `^${sharedVersion}` }])),
};
