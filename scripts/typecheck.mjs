#!/usr/bin/env node
// `npm run typecheck`: every package of the repository, the areas taken from the manifest.
import { spawnSync } from 'node:child_process';
import { areas, ROOT } from './lib/apps.mjs';

const projects = ['shared', 'api', 'shell', ...areas().map((area) => area.dir), 'e2e'];
for (const project of projects) {
  const result = spawnSync('npx', ['tsc', '-p', project], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`Type check of ${project} failed.`);
    process.exit(result.status ?? 1);
  }
}
