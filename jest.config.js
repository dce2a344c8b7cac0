// One jest run for every package: each package is a project with its own environment.
const { loadAreas } = require('./scripts/lib/areas.cjs');

const swc = ['@swc/jest', {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
}];

const project = (name, environment, extra = {}) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: environment,
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(@paralleldrive|jose|light-my-request|cookie|@fastify/static|content-disposition)/)'],
  ...extra,
});

const browserProject = (name) => project(name, 'jsdom', {
  setupFilesAfterEnv: ['<rootDir>/../jest.setup.dom.ts'],
  // A spy (jest.spyOn) lasts for one test: its tests run in a random order, so a spy left on
  // window.confirm or console by one test must not answer for the next.
  restoreMocks: true,
});

/** @type {import('jest').Config} */
module.exports = {
  // API tests wait on a database and component tests on lazy pages; a loaded two-core CI machine
  // must not turn that wait into a failure.
  testTimeout: 30_000,
  projects: [
    browserProject('shared'),
    // The API's global setup migrates one SQLite database that every test app starts from.
    project('api', 'node', { globalSetup: '<rootDir>/test/global-setup.ts', globalTeardown: '<rootDir>/test/global-teardown.ts' }),
    browserProject('shell'),
    // Every area of the manifest (areas.json) is a project of its own.
    ...loadAreas().map((area) => browserProject(area.dir)),
  ],
};
