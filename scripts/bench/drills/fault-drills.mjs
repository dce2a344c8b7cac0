// Fault drills: an API under write load while its PostgreSQL restarts, and while its Redis stops and
// starts. Each starts its own servers and API processes (services.mjs) and answers figures: writes
// acknowledged and lost, requests refused while the fault lasted, seconds to recover, and whether
// every API process is still running.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { io } from 'socket.io-client';
import { startDrillApi } from './api-instance.mjs';
import { freePort, sleep, startOwnPostgres, startOwnRedis } from './services.mjs';
import { DRILL_PREFIX, startWriteLoad, tally } from './write-load.mjs';

const FAULT_MS = Number(process.env.DRILL_FAULT_MS ?? 4000);
const STEADY_MS = 3000;

export const storedTruckIds = async (url) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query('select document_id from trucks where truck_name like $1', [`${DRILL_PREFIX}%`]);
  await client.end();
  return rows.map((row) => row.document_id);
};

const seconds = (ms) => (ms === null ? null : Math.round(ms / 100) / 10);

/** PostgreSQL stopped (fast shutdown, 57P01 to every connection) and started again under writes. */
export const postgresRestartDrill = async () => {
  const server = await startOwnPostgres();
  let api = null;
  try {
    const url = await server.createDatabase('haulage_drill');
    api = await startDrillApi({ DATABASE_URL: url }, await freePort());
    const load = startWriteLoad(api);
    await sleep(STEADY_MS);
    const from = Date.now();
    await server.stop();
    await sleep(FAULT_MS);
    await server.start();
    const back = Date.now();
    const firstSuccess = await load.firstSuccessAfter(back);
    await sleep(STEADY_MS);
    await load.stop();
    const until = firstSuccess ?? Date.now();
    return {
      drill: 'PostgreSQL restart',
      ...tally(load, await storedTruckIds(url), { from, until }),
      faultSeconds: seconds(back - from),
      recoverSeconds: seconds(firstSuccess === null ? null : firstSuccess - back),
      apiEnded: api.ended(),
    };
  } finally {
    await api?.stop();
    await server.remove();
  }
};

/** A database of the drill's own for two API processes: a PostgreSQL database, or a SQLite file. */
const ownDatabase = async (dialect) => {
  if (dialect === 'postgres') {
    const server = await startOwnPostgres();
    const url = await server.createDatabase('haulage_drill');
    return { env: { DATABASE_URL: url }, storedIds: () => storedTruckIds(url), remove: server.remove };
  }
  const dir = mkdtempSync(join(tmpdir(), 'haulage-drill-'));
  const path = join(dir, 'haulage.db');
  const storedIds = () => {
    const reader = new Database(path, { readonly: true });
    const ids = reader.prepare('select document_id from trucks where truck_name like ?').pluck().all(`${DRILL_PREFIX}%`);
    reader.close();
    return ids;
  };
  return { env: { SQLITE_PATH: path, DATABASE_URL: '' }, storedIds, remove: async () => rmSync(dir, { recursive: true, force: true }) };
};

/** Two API instances on one database and one Redis; Redis stops and starts while one of them takes writes. */
export const redisRestartDrill = async ({ dialect = 'postgres' } = {}) => {
  const [database, redis] = [await ownDatabase(dialect), await startOwnRedis()];
  const apis = [];
  const socket = { current: null };
  try {
    const env = { ...database.env, REDIS_URL: redis.url };
    apis.push(await startDrillApi(env, await freePort()));
    apis.push(await startDrillApi(env, await freePort()));
    const [writer, reader] = apis;
    // A client of the other instance: it hears of the writes only through Redis.
    socket.current = io(`${reader.url}/topics`, { transports: ['websocket'], auth: { token: reader.token } });
    await new Promise((resolve) => socket.current.once('connect', resolve));
    await socket.current.timeout(5000).emitWithAck('join-topic', 'trucks');
    const heard = new Map();
    socket.current.on('message', (message) => heard.set(message.payload?.documentId, Date.now()));
    const load = startWriteLoad(writer);
    await sleep(STEADY_MS);
    const from = Date.now();
    await redis.stop();
    await sleep(FAULT_MS);
    await redis.start();
    const back = Date.now();
    // Realtime is back when a write acknowledged after Redis returned reaches the other instance's client.
    let realtimeBack = null;
    const deadline = back + 30_000;
    while (realtimeBack === null && Date.now() < deadline) {
      const hit = load.acknowledged.find((write) => write.at >= back && heard.has(write.documentId));
      if (hit) realtimeBack = heard.get(hit.documentId);
      else await sleep(100);
    }
    await sleep(STEADY_MS);
    await load.stop();
    // Writes after realtime came back, but not the last second's (their message may be on its way).
    const later = load.acknowledged.filter((write) => realtimeBack !== null && write.at > realtimeBack && write.at < Date.now() - 1000);
    return {
      drill: `Redis stop and start (${dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'})`,
      ...tally(load, await database.storedIds(), { from, until: back }),
      faultSeconds: seconds(back - from),
      recoverSeconds: seconds(realtimeBack === null ? null : realtimeBack - back),
      heardAfterRecovery: `${later.filter((write) => heard.has(write.documentId)).length}/${later.length}`,
      apiEnded: apis.map((api) => api.ended()).find(Boolean) ?? null,
    };
  } finally {
    socket.current?.close();
    for (const api of apis) await api.stop();
    await redis.remove();
    await database.remove();
  }
};
