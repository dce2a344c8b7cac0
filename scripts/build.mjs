#!/usr/bin/env node
// `npm run build`: the API (compiled to JavaScript), the shell and every area of the manifest, one
// after the other (webpack is CPU-bound; building in parallel on a small machine is slower).
import { spawnSync } from 'node:child_process';
import { frontends, ROOT } from './lib/apps.mjs';

const args = ['run', 'build', '-w', '@haulage/api', ...frontends().flatMap((app) => ['-w', app.workspace])];
const result = spawnSync('npm', args, { cwd: ROOT, stdio: 'inherit' });
process.exit(result.status ?? 1);
