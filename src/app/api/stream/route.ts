import { otherMethods } from '@/server/http/methods';
import { parseStreamPort } from '@/server/radio/config';
import { radioStation } from '@/server/radio/station';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

const NO_STORE = { 'Cache-Control': 'no-store' };

/** GET /api/stream?port=N: the live radio stream, one shared upstream per port (src/server/radio). */
export async function GET(request: Request): Promise<Response> {
  const station = radioStation();
  const check = parseStreamPort(new URL(request.url).searchParams, station.config.allowedPorts);
  if (!check.ok) return Response.json({ error: check.error }, { status: 400, headers: NO_STORE });

  const joined = await station.hub.join(check.port, request.signal);
  if (!joined.ok) return Response.json({ error: joined.error }, { status: joined.status, headers: NO_STORE });
  return new Response(joined.stream, {
    headers: { ...NO_STORE, 'Content-Type': joined.contentType, 'X-Content-Type-Options': 'nosniff' },
  });
}

/** Every other method: 405 with an Allow header. */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
