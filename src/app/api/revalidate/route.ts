import { revalidatePath, revalidateTag } from 'next/cache';
import { isRevalidationKey, REVALIDATION_KEY_HEADER, revalidationRequest } from '@/server/content/revalidation';
import { otherMethods } from '@/server/http/methods';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

const answer = (status: number, message: string) =>
  Response.json({ error: message }, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * POST /api/revalidate: this server expiring its own pages' cache tags for work done outside a
 * request, or every page once after a start (src/server/content/revalidation.ts). Only a caller with
 * this process's key gets through.
 */
export async function POST(request: Request): Promise<Response> {
  if (!isRevalidationKey(request.headers.get(REVALIDATION_KEY_HEADER))) return answer(403, 'Not allowed.');
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return answer(400, 'The body is not JSON.');
  }
  const parsed = revalidationRequest.safeParse(body);
  if (!parsed.success) return answer(400, 'Expected { "tags": [cache tags] } or { "everything": true }.');
  if ('everything' in parsed.data) {
    // Every page, and the data read while rendering them (their implicit tags all include the root layout).
    revalidatePath('/', 'layout');
  } else {
    for (const tag of parsed.data.tags) revalidateTag(tag, { expire: 0 });
  }
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
