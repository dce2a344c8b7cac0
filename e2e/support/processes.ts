import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { join } from 'node:path';
import { HOST, ROOT, STATIC_APPS, type StaticApp } from './stack-config';

/** Starts a detached process whose output goes to a log file; returns its pid. */
const spawnDetached = (args: string[], env: NodeJS.ProcessEnv, logName: string, cwd = ROOT): number => {
  const log = openSync(join(ROOT, 'e2e', 'test-results', `${logName}.log`), 'a');
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', log, log], detached: true });
  child.unref();
  if (!child.pid) throw new Error(`Could not start ${logName}`);
  return child.pid;
};

export const startStatic = (app: StaticApp): number => {
  const served = STATIC_APPS[app];
  if (!served) throw new Error(`${app} is neither the shell nor an area of areas.json`);
  const { dir, port, spa } = served;
  const args = [join(ROOT, 'scripts', 'serve-static.mjs'), '--dir', dir, '--port', String(port), '--host', HOST];
  return spawnDetached(spa ? [...args, '--spa'] : args, {}, `static-${app}`);
};

export const startApi = (env: NodeJS.ProcessEnv): number =>
  spawnDetached(['--import', 'tsx', join(ROOT, 'api', 'src', 'server.ts')], env, 'api', join(ROOT, 'api'));

export const stopProcess = (pid: number): void => {
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    // already gone
  }
};

/** Waits until nothing answers on the URL any more (a stopped server). */
export const waitUntilDown = async (url: string, timeoutMs = 10_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      // A fresh connection each time: a pooled keep-alive one would still reach a closed server.
      await (await fetch(url, { headers: { connection: 'close' } })).arrayBuffer();
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} still answers`);
};

export const waitUntilUp = async (url: string, timeoutMs = 90_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await (await fetch(url)).arrayBuffer();
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`);
};
