// Confirmations per second: a fresh API on its own SQLite file, N links prepared through its routes
// (confirm-links.mjs), then every token answered exactly once (PATCH /api/jobs/confirm-sms, no
// sign-in) from 10 connections. Each answer is the single-use conditional update, the job's status
// and its history row in one transaction, and the realtime event. The API trusts 127.0.0.1 as its
// proxy and each answer comes "from" an address of its own, as phones behind a balancer do; the
// per-address limit (30 a minute) would otherwise refuse all but the first answers of the run.
import autocannon from 'autocannon';
import { startBenchApi } from './api-process.mjs';
import { BENCH_SECRET, prepareLinks } from './confirm-links.mjs';

export const CONFIRMATIONS = Number(process.env.BENCH_CONFIRMATIONS ?? 2_000);
const CONNECTIONS = 10;

export const confirmApiEnv = (env) => ({ ...env, JWT_SECRET: BENCH_SECRET, TRUST_PROXY: '127.0.0.1' });

const addressOf = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

const answerAll = (api, tokens) =>
  new Promise((resolve, reject) => {
    let n = 0;
    autocannon(
      {
        url: api.url,
        connections: CONNECTIONS,
        amount: tokens.length,
        requests: [{
          setupRequest: (request) => {
            const i = n;
            n += 1;
            return {
              ...request,
              method: 'PATCH',
              path: '/api/jobs/confirm-sms',
              headers: { 'content-type': 'application/json', 'x-forwarded-for': addressOf(i + 1) },
              body: JSON.stringify({ token: tokens[i % tokens.length], response: 'confirmed' }),
            };
          },
        }],
      },
      (error, result) => {
        if (error) return reject(error);
        const failed = result.non2xx + result.errors + result.timeouts;
        if (failed > 0) return reject(new Error(`confirmations: ${failed} failed (non-2xx ${result.non2xx})`));
        resolve({
          connections: CONNECTIONS,
          answered: result.requests.total,
          requestsPerSecond: Math.round(result.requests.total / (result.duration || 1)),
          p50: result.latency.p50,
          p99: result.latency.p99,
        });
      },
    );
  });

/** Prepares the links on a fresh API, answers each once under load, and checks every job turned confirmed. */
export const benchConfirmations = async ({ env, port }) => {
  const api = await startBenchApi(confirmApiEnv(env), port);
  try {
    process.stdout.write(`[confirm] preparing ${CONFIRMATIONS.toLocaleString('en')} links … `);
    const started = Date.now();
    const tokens = await prepareLinks(api, CONFIRMATIONS);
    console.info(`${((Date.now() - started) / 1000).toFixed(1)} s`);
    process.stdout.write(`[confirm] answering each once, ${CONNECTIONS} conn. … `);
    const result = await answerAll(api, tokens);
    console.info(`${result.requestsPerSecond}/s, p50 ${result.p50} ms, p99 ${result.p99} ms`);
    const confirmed = await fetch(`${api.url}/api/jobs?filters[confirmationStatus][$eq]=confirmed&pagination[pageSize]=1`, {
      headers: { authorization: `Bearer ${api.token}` },
    }).then((response) => response.json());
    if (confirmed.meta.pagination.total !== CONFIRMATIONS) throw new Error(`${confirmed.meta.pagination.total} jobs confirmed, wanted ${CONFIRMATIONS}`);
    return { ...result, peakMemoryMb: api.peakMemoryMb() };
  } finally {
    await api.stop();
  }
};
