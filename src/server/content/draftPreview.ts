/**
 * Whether this request may see drafts (an editor's preview, src/app/api/preview/route.ts): draft mode
 * is on and a newsroom account is signed in. Draft mode's cookie outlives the session that turned it
 * on (a logout, an expired login, the next person at a shared computer), so the session is checked
 * again on every page that would show a draft. Draft mode renders each request anew: reading the
 * request's headers costs no cached page.
 */
import { draftMode, headers } from 'next/headers';
import { type Account, isSignedIn } from '@/cms/roles';
import { sitePayload } from '@/cms/start';

export async function previewingDrafts(): Promise<boolean> {
  if (!(await draftMode()).isEnabled) return false;
  const { user } = await (await sitePayload()).auth({ headers: await headers() });
  return isSignedIn(user as Account);
}
