// Throwaway PostgreSQL and Redis servers for the fault drills: each drill stops and starts its own,
// never the machine's shared ones. PostgreSQL refuses to run as root, so as root its cluster is made
// and run by the `postgres` user.
import { execFile, execFileSync, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { chmodSync, chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const pgBin = (name) => {
  const version = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a))[0];
  return `/usr/lib/postgresql/${version}/bin/${name}`;
};

const asRoot = process.getuid?.() === 0;

// Asynchronous, so the drill's own load keeps running while the server stops and starts.
const runPg = async (name, args) => {
  const [command, all] = asRoot ? ['runuser', ['-u', 'postgres', '--', pgBin(name), ...args]] : [pgBin(name), args];
  await promisify(execFile)(command, all);
};

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A PostgreSQL cluster in a temp folder on a free port, with a superuser named as this user. */
export const startOwnPostgres = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'haulage-drill-pg-'));
  const data = join(dir, 'data');
  if (asRoot) {
    chmodSync(dir, 0o700);
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  const user = asRoot ? 'root' : execFileSync('id', ['-un']).toString().trim();
  await runPg('initdb', ['-D', data, '-A', 'trust', '-U', user, '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => runPg('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  const stop = () => runPg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  await start();
  const url = `postgres://${user}@127.0.0.1:${port}/postgres`;
  const createDatabase = async (name) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    return `postgres://${user}@127.0.0.1:${port}/${name}`;
  };
  return {
    url,
    createDatabase,
    start,
    stop,
    remove: async () => {
      await stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

/** A Redis server on a free port, without persistence; `stop` and `start` end and restart it. */
export const startOwnRedis = async () => {
  const port = await freePort();
  let child = null;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    for (let i = 0; i < 50; i += 1) {
      try {
        execFileSync('redis-cli', ['-p', String(port), 'ping'], { stdio: 'ignore' });
        return;
      } catch {
        await sleep(100);
      }
    }
    throw new Error('redis-server did not start');
  };
  const stop = () =>
    new Promise((resolve) => {
      if (!child || child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop, remove: stop };
};
