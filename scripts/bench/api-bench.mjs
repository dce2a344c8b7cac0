// One database's API figures: each area's list with the same query on every request (answered
// again from memory, ADR 8) at 1, 10 and 50 connections; with a query that differs on every request
// (nothing reused), alone and with 5 % and 20 % writes mixed in, at 10 connections; a trivial
// endpoint as the machine's ceiling; and the API's peak memory over all of it.
import { loadavg } from 'node:os';
import { load } from './api-load.mjs';
import { cpuText } from './jobs-bench.mjs';
import { seedTrucks, startBenchApi } from './api-process.mjs';
import { varyingLoad } from './varying-load.mjs';
import { workloads } from './workloads.mjs';

const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '1,10,50').split(',').map(Number);
const WRITE_SHARES = [0.05, 0.2];

/**
 * documentIds of the first entries that accept the benchmark's write (a demo entry may break a
 * rule the write does not repair, e.g. a Swedish customer without an organisation number).
 */
const writeTargets = async (api, resource, writeBody) => {
  const headers = { authorization: `Bearer ${api.token}`, 'content-type': 'application/json' };
  const response = await fetch(`${api.url}/api/${resource}?pagination[pageSize]=50&fields[0]=documentId`, { headers });
  const { data } = await response.json();
  const accepted = await Promise.all(data.map(async ({ documentId }) => {
    const put = await fetch(`${api.url}/api/${resource}/${documentId}`, { method: 'PUT', headers, body: JSON.stringify({ data: writeBody(0) }) });
    return put.ok ? documentId : null;
  }));
  return accepted.filter(Boolean);
};

const step = async (api, label, run) => {
  process.stdout.write(`${label} … `);
  const cpuBefore = api.cpuMs();
  const result = { ...(await run()) };
  result.cpuMsPerRequest = (api.cpuMs() - cpuBefore) / Math.max(1, result.requests);
  console.info(`${result.requestsPerSecond}/s, p99 ${result.p99} ms, ${cpuText(result)} (load average ${loadavg()[0].toFixed(2)})`);
  return result;
};

/** Seeds `trucks` trucks and as many customers, runs `work` on an API started on them, and stops it. */
const onSeededApi = async ({ dialect, env, port, trucks, what }, work) => {
  console.info(`\n[${dialect}] seeding ${what} …`);
  seedTrucks(env, trucks);
  const api = await startBenchApi(env, port);
  try {
    return await work(api);
  } catch (error) {
    throw new Error(`${error.message}\n  the API's log: ${api.logPath}`, { cause: error });
  } finally {
    await api.stop();
  }
};

/** The truck list's share target is set on this many trucks: the size of the side-by-side run with Strapi 5. */
export const SHARE_TARGET_TRUCKS = 1_000;

/**
 * The truck list alone on SHARE_TARGET_TRUCKS trucks, repeated and varying at 10 connections, so
 * that every run prints the share at the size its target is set on, whatever BENCH_TRUCKS is.
 */
export const benchTruckShare = ({ dialect, env, port, seconds }) =>
  onSeededApi({ dialect, env, port, trucks: SHARE_TARGET_TRUCKS, what: `${SHARE_TARGET_TRUCKS} trucks for the truck list's share` }, async (api) => {
    const work = workloads().find((w) => w.resource === 'trucks');
    const label = `[${dialect}] trucks on ${SHARE_TARGET_TRUCKS}`;
    const reused = await step(api, `${label}, same query, 10 conn.`, () =>
      load(`${api.url}${work.path}`, { connections: 10, durationSeconds: seconds, token: api.token }));
    const varying = await step(api, `${label}, varying query, 10 conn.`, () =>
      varyingLoad(api.url, { ...work, connections: 10, durationSeconds: seconds, token: api.token }));
    return { dialect, trucks: SHARE_TARGET_TRUCKS, reused, varying };
  });

export const benchApi = ({ dialect, env, port, trucks, seconds }) =>
  onSeededApi({ dialect, env, port, trucks, what: `${trucks} trucks and ${trucks} customers` }, async (api) => {
    const rows = [];
    const add = (row) => rows.push({ dialect, ...row });
    for (const work of workloads()) {
      const label = `[${dialect}] ${work.resource}`;
      for (const connections of CONNECTIONS) {
        const result = await step(api, `${label} same query, ${connections} conn.`, () =>
          load(`${api.url}${work.path}`, { connections, durationSeconds: seconds, token: api.token }));
        add({ resource: work.resource, load: 'same query (reused)', ...result });
      }
      const targets = work.writeBody ? await writeTargets(api, work.resource, work.writeBody) : [];
      for (const writeShare of [0, ...(targets.length > 0 ? WRITE_SHARES : [])]) {
        const name = writeShare === 0 ? 'varying query' : `varying + ${writeShare * 100} % writes`;
        const result = await step(api, `${label} ${name}, 10 conn.`, () =>
          varyingLoad(api.url, {
            resource: work.resource, sort: work.sort, searchFields: work.searchFields, sorts: work.sorts, connections: 10, durationSeconds: seconds, token: api.token,
            writeShare, writeTargets: targets, writeBody: work.writeBody,
          }));
        add({ resource: work.resource, load: name, ...result });
      }
    }
    const ceiling = await step(api, `[${dialect}] /_health, 10 conn.`, () =>
      load(`${api.url}/_health`, { connections: 10, durationSeconds: seconds }));
    add({ resource: '/_health', load: 'ceiling', ...ceiling });
    return { dialect, trucks, rows, peakMemoryMb: api.peakMemoryMb() };
  });
