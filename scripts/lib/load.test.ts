// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { summarize } from './load.mjs';

describe('summarize', () => {
  it('counts answers by status class and unanswered requests together', () => {
    const summary = summarize({
      requests: { total: 1010, average: 101 },
      errors: 3,
      timeouts: 2,
      statusCodeStats: { '200': { count: 990 }, '304': { count: 5 }, '404': { count: 3 }, '502': { count: 7 } },
      latency: { p50: 4, p99: 40 },
    });
    expect(summary).toEqual({ requests: 1010, requestsPerSecond: 101, p50: 4, p99: 40, noAnswer: 5, '2xx': 990, '3xx': 5, '4xx': 3, '5xx': 7 });
  });

  it('reads a run with no status statistics as no answers', () => {
    const summary = summarize({ requests: { total: 0, average: 0 }, errors: 9, timeouts: 0, latency: { p50: 0, p99: 0 } });
    expect(summary).toMatchObject({ noAnswer: 9, '2xx': 0, '5xx': 0 });
  });
});
