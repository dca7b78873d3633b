import { otherMethods } from '@/server/http/methods';
import { draftMode } from 'next/headers';
import { previewTarget } from '@/cms/preview';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/** GET /api/preview/exit[?path=/news/{slug}]: turns draft mode off and goes back to the page (or Home). */
export async function GET(request: Request): Promise<Response> {
  (await draftMode()).disable();
  const path = previewTarget(new URL(request.url).searchParams.get('path')) ?? '/';
  return new Response(null, { status: 307, headers: { 'Cache-Control': 'no-store', Location: path } });
}

/** Every other method: a 405 that says which are allowed (src/server/http/methods.ts). */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
