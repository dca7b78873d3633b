export function withRouteTags<H extends { set(key: string, value: unknown, ctx?: unknown): Promise<void> }>(handler: H): H;
export function withDeadline<H extends Record<string, unknown>>(
  handler: H,
  options: { timeoutMs: number; pauseMs: number; probe: () => Promise<unknown>; onMiss?: (method: string) => void; onRecovered?: () => void; now?: () => number },
): H;
