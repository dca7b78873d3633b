import { healthAnswer, probe } from '@/server/health/health';
import { cacheCheck, databaseCheck } from '@/server/health/probes';
import { otherMethods } from '@/server/http/methods';
import { pagesRenewal } from '@/server/content/revalidation';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/** Each dependency gets this long to answer. */
const PROBE_TIMEOUT_MS = 1500;

/**
 * GET /api/health: 200 when this instance's database and shared cache answer and its pages' cache
 * has been renewed after the start, 503 with a short reason otherwise (src/server/health/health.ts).
 * Never cached.
 */
export async function GET(): Promise<Response> {
  const [database, cache] = await Promise.all([probe(databaseCheck(), PROBE_TIMEOUT_MS), probe(cacheCheck(), PROBE_TIMEOUT_MS)]);
  const { status, body } = healthAnswer(database, cache, pagesRenewal());
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
