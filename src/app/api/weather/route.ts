import { otherMethods } from '@/server/http/methods';
import { dallasWeather } from '@/server/weather/dallasWeather';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/**
 * GET /api/weather: current Dallas conditions and today's high and low from the National Weather
 * Service (cached 15 minutes on the server), or SPEC.md's typical values, marked `kind: 'typical'`,
 * when the service cannot be reached. The News page's weather card reads it.
 */
export async function GET(): Promise<Response> {
  const report = await dallasWeather().report();
  // Shared caches may hold it a minute; the server's own cache does the rest.
  return Response.json(report, { headers: { 'Cache-Control': 'public, max-age=0, s-maxage=60' } });
}

/** Every other method: a 405 that says which are allowed (src/server/http/methods.ts). */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
