#!/usr/bin/env node
// `npm test`: every gate, in the order that fails fastest. The API suite runs on SQLite, and again
// on PostgreSQL when DATABASE_URL is set, so the two dialects cannot drift.
import { spawnSync } from 'node:child_process';
import { ROOT } from './lib/apps.mjs';

const withoutDatabaseUrl = { ...process.env };
delete withoutDatabaseUrl.DATABASE_URL;

const steps = [
  ['Type check', 'npm', ['run', 'typecheck'], process.env],
  ['Lint (including package boundaries)', 'npx', ['eslint', '.', '--max-warnings', '0'], process.env],
  ['Formatting (Prettier)', 'npx', ['prettier', '--check', '**/*.{ts,tsx}'], process.env],
  ['Deployment configuration', 'node', ['docker/check-config.mjs'], process.env],
  ['Unit, component and API tests (SQLite)', 'npx', ['jest', '--ci'], withoutDatabaseUrl],
  ...(process.env.DATABASE_URL
    ? [['API tests (PostgreSQL)', 'npx', ['jest', '--ci', '--selectProjects', 'api'], process.env]]
    : []),
  ['Production builds', 'npm', ['run', 'build'], process.env],
  ['End-to-end tests in Chromium', 'npm', ['test', '-w', '@haulage/e2e'], withoutDatabaseUrl],
];

const only = process.argv[2];
for (const [title, command, args, env] of steps) {
  if (only && !title.toLowerCase().includes(only.toLowerCase())) continue;
  console.info(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, env, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n${title} failed (exit ${result.status}).`);
    process.exit(result.status ?? 1);
  }
  console.info(`=== ${title}: ok in ${((Date.now() - started) / 1000).toFixed(0)} s ===`);
}
