import { otherMethods } from '@/server/http/methods';
import config from '@payload-config';
import { draftMode } from 'next/headers';
import { getPayload } from 'payload';
import { previewTarget } from '@/cms/preview';
import { type Account, isSignedIn } from '@/cms/roles';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

const noStore = { 'Cache-Control': 'no-store' };

/**
 * GET /api/preview?path=/news/{slug}: for a signed-in newsroom account (Payload's session cookie or
 * `Authorization: JWT ...`), turns on draft mode and redirects to the story's page, which then shows
 * the latest draft. Anyone else gets 401 and no draft mode; any other target gets 400.
 */
export async function GET(request: Request): Promise<Response> {
  const path = previewTarget(new URL(request.url).searchParams.get('path'));
  if (!path) return Response.json({ message: 'path must be a story address: /news/{slug}.' }, { status: 400, headers: noStore });
  const payload = await getPayload({ config });
  const { user } = await payload.auth({ headers: request.headers });
  if (!isSignedIn(user as Account)) {
    return Response.json({ message: 'Sign in to the newsroom to preview drafts.' }, { status: 401, headers: noStore });
  }
  (await draftMode()).enable();
  // A relative Location: the browser resolves it against the address it used, whatever the proxy.
  return new Response(null, { status: 307, headers: { ...noStore, Location: path } });
}

/** Every other method: a 405 that says which are allowed (src/server/http/methods.ts). */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
