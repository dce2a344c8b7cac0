// Loads a running API with autocannon and reports requests/s and latency percentiles.
import autocannon from 'autocannon';

export const TRUCK_QUERY =
  '/api/trucks?pagination[pageSize]=20&sort[0]=truckName:asc&filters[$or][0][truckName][$containsi]=7&populate=*';

export const CUSTOMER_QUERY =
  '/api/customers?pagination[pageSize]=20&sort[0]=companyName:asc&filters[$or][0][companyName][$containsi]=7&populate=*';

export const load = (url, { connections, durationSeconds, token }) =>
  new Promise((resolve, reject) => {
    // The first refused answer, so that a failed run says why.
    let refused = '';
    const onResponse = (status, body) => {
      if (status >= 300 && !refused) refused = ` first: ${status} ${String(body).slice(0, 300)}`;
    };
    autocannon(
      { url, connections, duration: durationSeconds, headers: token ? { authorization: `Bearer ${token}` } : {}, requests: [{ onResponse }] },
      (error, result) => {
        if (error) return reject(error);
        const failed = result.non2xx + result.errors + result.timeouts;
        if (failed > 0) return reject(new Error(`${url}: ${failed} failed requests (non-2xx ${result.non2xx})${refused}`));
        resolve({
          connections,
          requestsPerSecond: Math.round(result.requests.average),
          requests: result.requests.total,
          p50: result.latency.p50,
          p99: result.latency.p99,
        });
      },
    );
  });
