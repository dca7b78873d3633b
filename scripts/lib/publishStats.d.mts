export function median(values: readonly number[]): number;
export function summarize(times: readonly (number | null)[]): { median: number; max: number; missing: number };
export function publishBenchOptions(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): { baseUrl: string; email: string; password: string; count: number };
