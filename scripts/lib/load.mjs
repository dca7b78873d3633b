// A steady load with autocannon (the stack tests and `npm run bench:stack`), summed up per status class.
import autocannon from 'autocannon';

/**
 * What a run's result says about failures: the requests that got no answer (connection errors,
 * resets, timeouts) and the answers by status class.
 * @param {{ requests: { total: number }; errors: number; timeouts: number; statusCodeStats?: Record<string, { count: number }>; latency: { p50: number; p99: number }; requests: { average: number; total: number } }} result
 */
export function summarize(result) {
  const byClass = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
  for (const [status, { count }] of Object.entries(result.statusCodeStats ?? {})) {
    const key = `${String(status)[0]}xx`;
    if (key in byClass) byClass[key] += count;
  }
  return {
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    noAnswer: result.errors + result.timeouts,
    ...byClass,
  };
}

/**
 * `connections` clients requesting `paths` in turn from `origin` for `duration` seconds, gzip accepted.
 * A path may be `{ path, headers }` (e.g. a cookie that keeps nginx's micro-cache out of the way).
 * Resolves to summarize()'s figures.
 */
export function steadyLoad(origin, { paths, connections = 50, duration = 10, timeout = 30 }) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: origin,
        connections,
        duration,
        timeout,
        headers: { 'accept-encoding': 'gzip' },
        requests: paths.map((entry) => (typeof entry === 'string' ? { method: 'GET', path: entry } : { method: 'GET', ...entry })),
      },
      (error, result) => (error ? reject(error) : resolve(summarize(result))),
    );
  });
}
