// Load with a query that differs on every request (as real searches do, so no answer is reused)
// and, optionally, a share of writes mixed in: what a busy office does to the list endpoints.
import autocannon from 'autocannon';

const WORDS = ['vol', 'sca', 'man', 'ab', 'z', '7', '12', 'göt', 'malm', 'tra', 'ren', 'dy', 'x', 'ma', 'ke', 'la', 'ber', 'nor', 'ost', 'väst'];

/** `filters[$or][i][field][$containsi]=word` over the fields, as the spec's list query searches. */
const seedSearch = (fields, word) =>
  fields.map((field, i) => `filters[$or][${i}]${field.split('.').map((key) => `[${key}]`).join('')}[$containsi]=${encodeURIComponent(word)}`).join('&');

/**
 * The n-th search: a word (sometimes with a digit), a page, and a bound that makes every query
 * unique. A list with `searchFields` is searched in the spec's form with its sort varying too
 * (`sorts`, ascending and descending); others by `_q`.
 */
export const varyingPath = (resource, { sort, searchFields, sorts }, n) => {
  const word = WORDS[n % WORDS.length] + (n % 7 === 0 ? String(n % 10) : '');
  const page = 1 + (n % 3);
  const search = searchFields ? seedSearch(searchFields, word) : `_q=${encodeURIComponent(word)}`;
  const order = sorts ? `${sorts[n % sorts.length]}:${n % 2 === 0 ? 'asc' : 'desc'}` : `${sort}:asc`;
  return `/api/${resource}?pagination[page]=${page}&pagination[pageSize]=20&sort[0]=${order}&${search}&filters[id][$lte]=${1_000_000 - n}&populate=*`;
};

/**
 * `writeShare` of the requests are PUTs of one of `writeTargets` (documentIds) with `writeBody(n)`;
 * the rest are varying list reads. Answers requests/s and latency percentiles of all requests.
 */
export const varyingLoad = (baseUrl, { resource, sort, searchFields, sorts, connections, durationSeconds, token, writeShare = 0, writeTargets = [], writeBody }) =>
  new Promise((resolve, reject) => {
    let n = 0;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    autocannon(
      {
        url: baseUrl,
        connections,
        duration: durationSeconds,
        headers,
        requests: [{
          setupRequest: (request) => {
            n += 1;
            // Fresh headers each time: autocannon writes a PUT's content-length into the headers
            // object it is given, and a GET carrying it would not be valid HTTP.
            if (writeShare > 0 && writeTargets.length > 0 && (n % 100) < writeShare * 100) {
              const target = writeTargets[n % writeTargets.length];
              return { ...request, headers: { ...headers }, method: 'PUT', path: `/api/${resource}/${target}`, body: JSON.stringify({ data: writeBody(n) }) };
            }
            return { ...request, headers: { ...headers }, method: 'GET', path: varyingPath(resource, { sort, searchFields, sorts }, n), body: undefined };
          },
        }],
      },
      (error, result) => {
        if (error) return reject(error);
        const failed = result.non2xx + result.errors + result.timeouts;
        if (failed > 0) return reject(new Error(`${resource}: ${failed} failed requests (non-2xx ${result.non2xx})`));
        resolve({ connections, requestsPerSecond: Math.round(result.requests.average), requests: result.requests.total, p50: result.latency.p50, p99: result.latency.p99 });
      },
    );
  });
