#!/usr/bin/env node
// `npm run dev`: the API in watch mode and a webpack dev server per frontend, each on its own
// origin as in production. Pass area names to run only some of them: `npm run dev -- api fleet`.
import { spawn } from 'node:child_process';
import { areaUrls, frontendOrigins, frontends, ports, ROOT } from './lib/apps.mjs';

const p = ports();
const wanted = new Set(process.argv.slice(2));
const include = (key) => wanted.size === 0 || wanted.has(key);

const children = [];
const run = (name, command, args, env = {}) => {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk) => chunk.toString().split('\n').filter(Boolean).forEach((line) => process.stdout.write(`[${name}] ${line}\n`));
  child.stdout.on('data', prefix);
  child.stderr.on('data', prefix);
  children.push(child);
};

if (include('api')) run('api', 'npm', ['run', 'dev', '-w', '@haulage/api'], {
    PORT: String(p.api),
    CORS_ORIGINS: process.env.CORS_ORIGINS || frontendOrigins(p),
    // Confirmation links point at the shell served here.
    APP_URL: process.env.APP_URL || `http://${process.env.HOST ?? '127.0.0.1'}:${p.shell}`,
  });
for (const app of frontends(p)) {
  // Each dev server reads its port from PORT; the shell's reads the areas' URLs from the manifest.
  if (include(app.key)) run(app.key, 'npm', ['start', '-w', app.workspace], { PORT: String(app.port), ...(app.key === 'shell' ? areaUrls(p) : {}) });
}
const remotes = frontends(p).slice(1).map((app) => `${app.key} ${app.port}`).join(', ');
console.info(`Shell on http://127.0.0.1:${p.shell} (remotes ${remotes}; API ${p.api}). Ctrl+C stops everything.`);

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
