/**
 * GET /api/health: whether this instance can serve readers. The load balancer and monitors call it.
 * 200 when the database answers and the shared cache (Redis, when REDIS_URL is set) answers; 503 with
 * a short reason otherwise. Without REDIS_URL the cache is the instance's own, always at hand.
 */
import type { RenewalState } from '@/server/content/revalidation';

/** One dependency's state: answered, did not answer in time (or refused), or not configured. */
export type ProbeResult = 'ok' | 'down' | 'not-configured';

export type HealthBody =
  | { status: 'ok'; database: 'ok'; cache: 'redis' | 'local' }
  | { status: 'unavailable'; reason: string };

/**
 * The answer for the results of the two probes, and whether the pages cached before this start are
 * being renewed (src/server/content/revalidation.ts `renewPagesAfterStart`): not ready until then.
 */
export function healthAnswer(database: ProbeResult, cache: ProbeResult, pages: RenewalState = 'not-needed'): { status: 200 | 503; body: HealthBody } {
  const reasons: string[] = [];
  if (pages === 'pending') reasons.push('pages cached before the start are being renewed');
  if (database === 'not-configured') reasons.push('database not configured (DATABASE_URL)');
  if (database === 'down') reasons.push('database unreachable');
  if (cache === 'down') reasons.push('shared cache unreachable');
  if (reasons.length > 0) return { status: 503, body: { status: 'unavailable', reason: reasons.join('; ') } };
  return { status: 200, body: { status: 'ok', database: 'ok', cache: cache === 'ok' ? 'redis' : 'local' } };
}

/**
 * Runs `check` (absent: not configured) and gives it `timeoutMs` to answer: a server that hangs
 * is as down as one that refuses.
 */
export async function probe(check: (() => Promise<unknown>) | null, timeoutMs: number): Promise<ProbeResult> {
  if (!check) return 'not-configured';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'down'>((resolve) => {
    timer = setTimeout(() => resolve('down'), timeoutMs);
  });
  try {
    return await Promise.race([check().then((): ProbeResult => 'ok', (): ProbeResult => 'down'), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
