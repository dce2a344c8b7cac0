// An API process for a drill: the compiled API as production runs it (BENCH_RUNNER=tsx: the
// TypeScript through the loader, as the suite runs drills without a build). Unlike the list bench's
// process it keeps Redis, and it records how the process ended, so a drill can say it survived.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../lib/apps.mjs';
import { API_ENTRY, API_NODE_FLAGS } from '../../lib/build-api.mjs';
import { waitFor } from '../../lib/wait-for.mjs';
import { ADMIN } from '../api-process.mjs';

const args = () =>
  process.env.BENCH_RUNNER === 'tsx' ? ['--import', 'tsx', join(ROOT, 'api/src/server.ts')] : [...API_NODE_FLAGS, API_ENTRY];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The admin's token. A second instance on a SQLite file may find the file busy with the first
 * instance's start-up work for a moment (answered 503, come back): sign in again until it answers.
 */
const signIn = async (url) => {
  let last = '';
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const login = await fetch(`${url}/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const body = await login.json().catch(() => null);
    if (login.ok && body?.data?.token) return body.data.token;
    last = `${login.status} ${JSON.stringify(body?.error ?? body)}`;
    await sleep(1000);
  }
  throw new Error(`The drill's API did not sign its admin in: ${last}`);
};

export const startDrillApi = async (env, port) => {
  const child = spawn(process.execPath, args(), {
    cwd: join(ROOT, 'api'),
    env: {
      ...process.env,
      SEED_DEMO_DATA: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      JWT_SECRET: 'drill-secret-drill-secret-drill-secret',
      LOGIN_RATE_LIMIT_MAX: '1000',
      LOG_LEVEL: 'error',
      REDIS_URL: '',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exit = { code: null, signal: null };
  child.once('exit', (code, signal) => Object.assign(exit, { code, signal, at: Date.now() }));
  const url = `http://127.0.0.1:${port}`;
  // A process that ended before it answered says why, instead of a bare time-out.
  const ended = new Promise((_, reject) =>
    child.once('exit', (code, signal) => reject(new Error(`The drill's API ended before it answered (${signal ?? code}): ${stderr.trim() || 'no error output'}`))),
  );
  ended.catch(() => {});
  await Promise.race([waitFor(`${url}/_health`, { timeoutMs: 120_000 }), ended]);
  const token = await signIn(url);
  return {
    url,
    token,
    /** Null while the process runs; how it ended otherwise, with the end of its error output. */
    ended: () => (exit.at ? { ...exit, stderr } : null),
    memoryMb: () => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readStatus(child.pid))?.[1] ?? 0) / 1024),
    stop: () =>
      new Promise((resolve) => {
        if (exit.at) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
};

const readStatus = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return '';
  }
};
