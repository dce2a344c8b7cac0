// Writes trucks through the API from several workers until stopped, recording every answer with its
// time: what was acknowledged (201 with the entry) and what was refused (any other answer or none).
import { sleep } from './services.mjs';

export const DRILL_PREFIX = 'drill-';

// Letters a Swedish plate may use; the n-th write gets a plate of its own (ABC123 form).
const LETTERS = 'ABCDEFGHJKLMNOPRSTUWXYZ';
const plateOf = (n) => {
  const block = Math.floor(n / 1000);
  const letters = [block / (LETTERS.length * LETTERS.length), block / LETTERS.length, block].map((x) => LETTERS[Math.floor(x) % LETTERS.length]);
  return `${letters.join('')}${String(n % 1000).padStart(3, '0')}`;
};

export const startWriteLoad = ({ url, token, workers = 8 }) => {
  const acknowledged = [];
  const answers = [];
  let running = true;
  let next = 0;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const write = async () => {
    const n = next++;
    const data = { truckName: `${DRILL_PREFIX}${n}`, truckNumber: `D-${n}`, registrationPlateNumber: plateOf(n), truckType: 'tractor' };
    try {
      const res = await fetch(`${url}/api/trucks`, { method: 'POST', headers, body: JSON.stringify({ data }), signal: AbortSignal.timeout(15_000) });
      const body = await res.json().catch(() => null);
      const ok = res.status === 201 && typeof body?.data?.documentId === 'string';
      if (ok) acknowledged.push({ documentId: body.data.documentId, at: Date.now() });
      answers.push({ at: Date.now(), ok, status: res.status, retryAfter: res.headers.get('retry-after') });
      return ok;
    } catch (error) {
      answers.push({ at: Date.now(), ok: false, status: error.name ?? 'error' });
      return false;
    }
  };
  const worker = async () => {
    while (running) if (!(await write())) await sleep(100);
  };
  const all = Array.from({ length: workers }, worker);
  return {
    acknowledged,
    answers,
    /** Resolves at the first acknowledged write after `since`, or null after `timeoutMs`. */
    firstSuccessAfter: async (since, timeoutMs = 30_000) => {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const hit = answers.find((answer) => answer.ok && answer.at >= since);
        if (hit) return hit.at;
        await sleep(50);
      }
      return null;
    },
    stop: async () => {
      running = false;
      await Promise.all(all);
    },
  };
};

/** Acknowledged writes missing from the stored document ids, and refusals inside and outside a fault. */
export const tally = ({ acknowledged, answers }, storedIds, fault) => {
  const stored = new Set(storedIds);
  const during = (answer) => answer.at >= fault.from && answer.at <= fault.until;
  return {
    acknowledged: acknowledged.length,
    lost: acknowledged.filter((write) => !stored.has(write.documentId)).length,
    refusedDuringFault: answers.filter((answer) => !answer.ok && during(answer)).length,
    refusedOtherwise: answers.filter((answer) => !answer.ok && !during(answer)).length,
    statusesDuringFault: [...new Set(answers.filter((answer) => !answer.ok && during(answer)).map((answer) => answer.status))],
  };
};
