// Types for load.mjs.
export type LoadSummary = {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  noAnswer: number;
  '2xx': number;
  '3xx': number;
  '4xx': number;
  '5xx': number;
};
export declare function summarize(result: {
  requests: { total: number; average: number };
  errors: number;
  timeouts: number;
  statusCodeStats?: Record<string, { count: number }>;
  latency: { p50: number; p99: number };
}): LoadSummary;
export declare function steadyLoad(origin: string, options: { paths: (string | { path: string; headers?: Record<string, string> })[]; connections?: number; duration?: number; timeout?: number }): Promise<LoadSummary>;
