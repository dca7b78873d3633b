import { timingSafeEqual } from 'node:crypto';
import { defaultDataDir, getConnection, readLock } from '@/server/db/client';

/**
 * For `npm run inbox` and `npm run subscribers` while this server holds the PGlite folder (one process
 * at a time may open it): the scripts authenticate with the token the server wrote, readable only by
 * the folder's owner. With DATABASE_URL the scripts connect directly and this answers 404.
 */
export const dynamic = 'force-dynamic';

function authorized(request: Request): boolean {
  const lock = readLock(defaultDataDir());
  const given = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
  if (!lock || lock.pid !== process.pid || given.length !== lock.token.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(lock.token));
}

export async function GET(request: Request, { params }: { params: Promise<{ list: string }> }) {
  const { list } = await params;
  if (process.env.DATABASE_URL || !authorized(request)) return new Response('Not found', { status: 404 });
  const { store } = await getConnection();
  const headers = { 'cache-control': 'no-store' };
  switch (list) {
    case 'messages': {
      const limit = Math.min(Math.max(Number(new URL(request.url).searchParams.get('limit')) || 20, 1), 1000);
      return Response.json(await store.latestMessages(limit), { headers });
    }
    case 'subscribers':
      return Response.json(await store.allSubscribers(), { headers });
    default:
      return new Response('Not found', { status: 404 });
  }
}
