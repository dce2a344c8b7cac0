// Starts an API process for the benchmark on a prepared database and tracks its peak memory. It
// runs the compiled API as production does (`npm start`, the image); BENCH_RUNNER=tsx runs the
// TypeScript through the loader instead, as before docs/adr/0014, to compare. BENCH_CPU_PROF=<dir>
// writes a V8 CPU profile of the API there when it stops; BENCH_API_ENTRY=<file> runs another build
// of the API (an earlier commit's `api/dist/server.js` copied aside) to measure a change side by side.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../lib/apps.mjs';
import { API_ENTRY, API_NODE_FLAGS } from '../lib/build-api.mjs';
import { waitFor } from '../lib/wait-for.mjs';

export const ADMIN = { email: 'bench@haulage.local', password: 'Bench-Password-1' };

/** Creates the schema and 10,000 trucks with the API's own code before the server starts. */
export const seedTrucks = (env, count) => {
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'api/scripts/seed-bench.ts'), String(count)], {
    cwd: join(ROOT, 'api'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error('seeding the benchmark database failed');
};

export const RUNNER = process.env.BENCH_RUNNER === 'tsx' ? 'tsx' : 'compiled';

const apiArgs = () => [
  ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
  ...(RUNNER === 'tsx' ? ['--import', 'tsx', join(ROOT, 'api/src/server.ts')] : [...API_NODE_FLAGS, process.env.BENCH_API_ENTRY ?? API_ENTRY]),
];

/** Refuses a port another process already answers on: the new API would fail to listen and the bench measure the old one. */
const assertPortFree = async (url) => {
  const answered = await fetch(`${url}/_health`, { signal: AbortSignal.timeout(2_000) }).then(() => true, () => false);
  if (answered) throw new Error(`${url} already answers: another API is running on that port (stop it, or set BENCH_PORT)`);
};

export const startBenchApi = async (env, port) => {
  await assertPortFree(`http://127.0.0.1:${port}`);
  // The API's log (its warnings, or every request with BENCH_API_LOG_LEVEL=info) goes to a file,
  // named when a step fails.
  const logPath = join(tmpdir(), `haulage-bench-api-${port}.log`);
  const log = openSync(logPath, 'w');
  const child = spawn(process.execPath, apiArgs(), {
    cwd: join(ROOT, 'api'),
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO_DATA: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOGIN_RATE_LIMIT_MAX: '1000',
      // autocannon keeps each socket and ignores `Connection: close`: past the API's 1,000 requests a
      // socket, Node answers 503 to the rest. The balancer reconnects in production; the bench measures
      // the API, not a client that will not.
      MAX_REQUESTS_PER_SOCKET: '0',
      LOG_LEVEL: process.env.BENCH_API_LOG_LEVEL ?? 'warn',
      REDIS_URL: '',
    },
    stdio: ['ignore', log, 'inherit'],
  });
  closeSync(log);
  const url = `http://127.0.0.1:${port}`;
  // An API that exits while starting (a port taken, a missing module) fails the bench at once.
  const exited = new Promise((_, reject) => child.once('exit', (code) => reject(new Error(`the API exited with ${code} before it answered`))));
  exited.catch(() => {}); // its exit when stopped later is expected
  await Promise.race([waitFor(`${url}/_health`, { timeoutMs: 120_000 }), exited]);
  const login = await fetch(`${url}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { data } = await login.json();
  return {
    url,
    token: data.token,
    logPath,
    /** Peak resident memory of the process so far, in MB (VmHWM). */
    peakMemoryMb: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return Math.round(kb / 1024);
    },
    /** CPU time the process has used so far (user + system), in ms: /proc/<pid>/stat counts clock ticks of 10 ms. */
    cpuMs: () => {
      const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10;
    },
    stop: () => new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    }),
  };
};
