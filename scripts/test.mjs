#!/usr/bin/env node
// `npm test`: every gate, in the order that fails fastest. The API suite runs on SQLite, and again
// on PostgreSQL when DATABASE_URL is set, so the two dialects cannot drift. The unit and component
// tests and the API suite run in a random order, so no test can lean on what an earlier one left
// behind: one seed, printed, orders every jest step, and TEST_SEED=<seed> replays that order.
import { spawn } from 'node:child_process';
import { areas, ROOT } from './lib/apps.mjs';

const withoutDatabaseUrl = { ...process.env };
delete withoutDatabaseUrl.DATABASE_URL;

const seed = process.env.TEST_SEED ? Number(process.env.TEST_SEED) : Math.floor(Math.random() * 2 ** 31);
if (!Number.isInteger(seed)) throw new Error(`TEST_SEED must be an integer, not ${process.env.TEST_SEED}`);
// Jest leaves one of two cores to itself by default; its parent is idle while tests run.
const jest = (...args) => ['jest', '--ci', '--maxWorkers=2', ...args];
const inRandomOrder = ['--randomize', `--seed=${seed}`];
// Every jest project but the API's (jest.config.js): the shared package, the shell and each area.
const uiProjects = ['shared', 'shell', ...areas().map((area) => area.dir)];

const step = (title, command, args, env = process.env) => ({ title, command, args, env });

// Each stage's lanes run side by side (the checks are single-threaded and the machine has two
// cores); the steps of a lane, and the stages, run one after another.
const stages = [
  [
    [step('Type check', 'npm', ['run', 'typecheck'])],
    [
      step('Lint (including package boundaries)', 'npx', ['eslint', '.', '--max-warnings', '0']),
      step('Formatting (Prettier)', 'npx', ['prettier', '--check', '**/*.{ts,tsx}']),
      step('Deployment configuration', 'node', ['docker/check-config.mjs']),
    ],
  ],
  [[step('Unit and component tests (random order)', 'npx', jest('--selectProjects', ...uiProjects, ...inRandomOrder), withoutDatabaseUrl)]],
  [[step('API tests (SQLite, random order)', 'npx', jest('--selectProjects', 'api', ...inRandomOrder), withoutDatabaseUrl)]],
  ...(process.env.DATABASE_URL
    ? [[[step('API tests (PostgreSQL, random order)', 'npx', jest('--selectProjects', 'api', ...inRandomOrder))]]]
    : []),
  [[step('Production builds', 'npm', ['run', 'build'])]],
  [[step('End-to-end tests in Chromium', 'npm', ['test', '-w', '@haulage/e2e'], withoutDatabaseUrl)]],
];

/** Runs a step; beside another lane its output is held and printed whole when it ends. */
const run = ({ title, command, args, env }, alone) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: ROOT, env, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    if (alone) console.info(`\n=== ${title} ===`);
    child.on('close', (status) => {
      if (!alone) process.stdout.write(`\n=== ${title} ===\n${Buffer.concat(output).toString()}`);
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.info(status === 0 ? `=== ${title}: ok in ${seconds} s ===` : `\n${title} failed (exit ${status}) after ${seconds} s.`);
      resolve(status ?? 1);
    });
  });

const runLane = async (lane, alone) => {
  for (const each of lane) {
    const status = await run(each, alone);
    if (status !== 0) return status;
  }
  return 0;
};

const only = process.argv[2]?.toLowerCase();
console.info(`Jest tests in random order, seed ${seed} (replay with TEST_SEED=${seed} npm test).`);
const started = Date.now();
for (const stage of stages) {
  const lanes = stage.map((lane) => lane.filter((each) => !only || each.title.toLowerCase().includes(only))).filter((lane) => lane.length);
  const statuses = await Promise.all(lanes.map((lane) => runLane(lane, lanes.length === 1)));
  const failed = statuses.find((status) => status !== 0);
  if (failed !== undefined) {
    if (lanes.some((lane) => lane.some((each) => each.args.includes('--randomize')))) console.error(`Replay the order: TEST_SEED=${seed}`);
    process.exit(failed);
  }
}
console.info(`\n=== All steps ok in ${((Date.now() - started) / 1000).toFixed(0)} s ===`);
