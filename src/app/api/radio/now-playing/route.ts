import { otherMethods } from '@/server/http/methods';
import { parseStreamPort } from '@/server/radio/config';
import { radioStation } from '@/server/radio/station';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/**
 * GET /api/radio/now-playing[?port=N]: the title on air, read from Icecast's public status page
 * (cached a few seconds). Only the title and station name leave the server.
 */
export async function GET(request: Request): Promise<Response> {
  const station = radioStation();
  const params = new URL(request.url).searchParams;
  if (!params.has('port')) params.set('port', String(station.config.allowedPorts[0]));
  const check = parseStreamPort(params, station.config.allowedPorts);
  if (!check.ok) return Response.json({ error: check.error }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
  const nowPlaying = await station.nowPlaying(check.port);
  return Response.json(nowPlaying, { headers: { 'Cache-Control': 'no-store' } });
}

/** Every other method: 405 with an Allow header. */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
