import 'server-only';
/** The request side of /newsletter/admin: Payload's session (editors and admins), same-origin POSTs. */
import config from '@payload-config';
import { getPayload } from 'payload';
import { csrfOrigins } from '@/cms/csrf';
import { editorsOnly, type Account } from '@/cms/roles';
import { readUpTo } from '@/server/http/readBody';
import { adminPageHtml, newsletterStats, previewDigest, runAdminAction } from './admin';
import { newsletterContext } from './context';
import { html, htmlPage } from './html';
import { payloadStories } from './payloadStories';

export async function newsletterAdmin(request: Request): Promise<Response> {
  const payload = await getPayload({ config });
  const { user } = await payload.auth({ headers: request.headers });
  if (!user) return htmlPage('Sign in', html`<h1>Please sign in</h1><p><a href="/admin/login?redirect=%2Fnewsletter%2Fadmin">Sign in to the newsroom</a> first.</p>`, 401);
  if (!editorsOnly(user as Account)) return htmlPage('Editors only', html`<h1>Editors only</h1><p>The newsletter page is for editors and admins.</p>`, 403);
  const email = String((user as { email?: unknown }).email ?? '');
  const ctx = await newsletterContext();
  const now = new Date();
  if (request.method === 'POST') {
    const origin = request.headers.get('origin');
    if (!origin || !csrfOrigins().includes(origin)) return htmlPage('Refused', html`<h1>This form must be sent from the site itself</h1>`, 403);
    const bytes = request.body ? await readUpTo(request.body, 1024) : new Uint8Array();
    const action = new URLSearchParams(new TextDecoder().decode(bytes ?? new Uint8Array())).get('action');
    if (action !== 'test' && action !== 'send-now') return adminPageHtml(await newsletterStats(ctx.db), email, 'Unknown action.', 400);
    const notice = await runAdminAction(ctx, payloadStories, action, email, now);
    const { nudgeMailRunner } = await import('./nudge');
    nudgeMailRunner();
    return adminPageHtml(await newsletterStats(ctx.db), email, notice);
  }
  if (new URL(request.url).searchParams.get('preview') === '1') {
    const preview = await previewDigest(ctx, payloadStories, now);
    if (!preview) return htmlPage('Preview', html`<h1>No new story for tomorrow's digest yet</h1><p><a href="/newsletter/admin">Back</a></p>`);
    return new Response(preview, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
  }
  return adminPageHtml(await newsletterStats(ctx.db), email, null);
}
