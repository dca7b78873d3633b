import { STREAM_SECURITY_HEADERS } from '@/config/securityHeaders';
import { clientAddress } from '@/server/forms/clientAddress';
import { otherMethods } from '@/server/http/methods';
import { parseStreamPort } from '@/server/radio/config';
import { responseTransport } from '@/server/radio/socketBacklog';
import { radioStation } from '@/server/radio/station';
import { streamResponse } from '@/server/radio/streamConnections';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

const NO_STORE = { 'Cache-Control': 'no-store' };
const STREAM_HEADERS: Record<string, string> = {
  ...NO_STORE,
  ...Object.fromEntries(STREAM_SECURITY_HEADERS.map(({ key, value }) => [key, value])),
};

const TOO_MANY = 'Too many radio streams are open from your address. Close one and try again.';

/** GET /api/stream?port=N: the live radio stream, one shared upstream per port (src/server/radio). */
export async function GET(request: Request): Promise<Response> {
  const station = radioStation();
  const check = parseStreamPort(new URL(request.url).searchParams, station.config.allowedPorts);
  if (!check.ok) return Response.json({ error: check.error }, { status: 400, headers: NO_STORE });

  const release = station.limit.acquire(clientAddress(request.headers));
  if (!release) return Response.json({ error: TOO_MANY }, { status: 429, headers: { ...NO_STORE, 'Retry-After': '5' } });
  const response = streamResponse(request.headers);
  const joined = await station.hub.join(check.port, {
    signal: request.signal,
    transport: response ? responseTransport(response) : null,
    onLeave: release,
  });
  if (!joined.ok) {
    release();
    return Response.json({ error: joined.error }, { status: joined.status, headers: NO_STORE });
  }
  return new Response(joined.stream, { headers: { ...STREAM_HEADERS, 'Content-Type': joined.contentType } });
}

/** HEAD: the stream's status and type, without becoming a listener. */
export async function HEAD(request: Request): Promise<Response> {
  const station = radioStation();
  const check = parseStreamPort(new URL(request.url).searchParams, station.config.allowedPorts);
  if (!check.ok) return new Response(null, { status: 400, headers: NO_STORE });
  const probe = await station.hub.probe(check.port);
  if (!probe.ok) return new Response(null, { status: probe.status, headers: NO_STORE });
  return new Response(null, { headers: { ...STREAM_HEADERS, 'Content-Type': probe.contentType } });
}

/** Every other method: 405 with an Allow header. */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
