export const KEEP_ALIVE_TIMEOUT_MS: number;
export function nextStartArgs(port: number | string, host?: string): string[];
