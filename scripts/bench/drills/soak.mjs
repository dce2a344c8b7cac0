// The soak: 200 connections for 5 minutes (BENCH_SOAK_SECONDS) over the mix an office makes — lists,
// searches, the planning board and writes — on an API with the demo data. It answers errors, p99 and
// the API's resident memory sampled every 10 s, so its start and end can be compared (flat is the goal).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { boardDay } from '../jobs-bench.mjs';
import { startDrillApi } from './api-instance.mjs';
import { freePort } from './services.mjs';

export const SOAK_CONNECTIONS = 200;
export const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 300);
const WORDS = ['volvo', 'göteborg', 'scania', 'ab', 'frakt', 'malmö'];

/** The n-th request of the mix: 3 in 10 lists, 2 searches, 2 jobs lists, 1 board read, 2 writes. */
const requestOf = (n, day) => {
  const word = encodeURIComponent(WORDS[n % WORDS.length]);
  switch (n % 10) {
    case 0:
    case 1:
    case 2:
      return {
        method: 'GET',
        path: `/api/trucks?pagination[page]=${1 + (n % 3)}&pagination[pageSize]=20&sort[0]=truckName:asc&populate=*`,
      };
    case 3:
    case 4:
      return { method: 'GET', path: `/api/customers?pagination[pageSize]=20&_q=${word}` };
    case 5:
    case 6:
      return {
        method: 'GET',
        path: `/api/jobs?pagination[pageSize]=20&sort[0]=jobNumber:desc&_q=${word}&populate[0]=stops&populate[1]=customer`,
      };
    case 7:
      return { method: 'GET', path: `/api/jobs/board?from=${day}&to=${day}` };
    default: {
      const id = String(n).padStart(3, '0').slice(-3);
      const letters = 'ABCDEFGHJKLMNOPRSTUWXYZ';
      const block = Math.floor(n / 1000);
      const plate = `${letters[Math.floor(block / 529) % 23]}${letters[Math.floor(block / 23) % 23]}${letters[block % 23]}${id}`;
      return {
        method: 'POST',
        path: '/api/trucks',
        body: JSON.stringify({
          data: { truckName: `soak-${n}`, truckNumber: `S-${n}`, registrationPlateNumber: plate, truckType: 'tractor' },
        }),
      };
    }
  }
};

export const soak = async ({ seconds = SOAK_SECONDS } = {}) => {
  const dir = mkdtempSync(join(tmpdir(), 'haulage-soak-'));
  let api = null;
  try {
    api = await startDrillApi({ SQLITE_PATH: join(dir, 'soak.db'), DATABASE_URL: '', SEED_DEMO_DATA: 'true' }, await freePort());
    const memory = [api.memoryMb()];
    const sampler = setInterval(() => memory.push(api.memoryMb()), 10_000);
    const headers = { authorization: `Bearer ${api.token}`, 'content-type': 'application/json' };
    const day = boardDay();
    let n = 0;
    const result = await new Promise((resolve, reject) => {
      autocannon(
        {
          url: api.url,
          connections: SOAK_CONNECTIONS,
          duration: seconds,
          requests: [{ setupRequest: (request) => ({ ...request, headers: { ...headers }, ...requestOf((n += 1), day) }) }],
        },
        (error, figures) => (error ? reject(error) : resolve(figures)),
      );
    });
    clearInterval(sampler);
    memory.push(api.memoryMb());
    return {
      connections: SOAK_CONNECTIONS,
      seconds,
      requests: result.requests.total,
      requestsPerSecond: Math.round(result.requests.average),
      // autocannon counts a time-out among its errors too.
      errors: result.non2xx + result.errors,
      // Answers by status, requests unanswered after 10 s, and connection errors.
      statuses: {
        ...Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count])),
        timeouts: result.timeouts,
        'connection errors': result.errors - result.timeouts,
      },
      p50: result.latency.p50,
      p99: result.latency.p99,
      // The slowest answer (a 503 included); one never answered is among the time-outs.
      max: result.latency.max,
      // The first sample after the first 10 s: start-up's own allocations are not the soak's.
      memoryStartMb: memory[1] ?? memory[0],
      memoryEndMb: memory[memory.length - 1],
      memoryPeakMb: Math.max(...memory),
      apiEnded: api.ended(),
    };
  } finally {
    await api?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
};
