/**
 * The mail the editors get when a contributor marks a story ready for review (the stories' `readyForReview`
 * box, src/cms/reviewRequests.ts). Plain text, queued in the mail outbox (src/server/mail/queue.ts).
 * Free of `server-only`: the stories collection's hook loads it.
 */
import { site } from '@/config/site';
import { getDatabase } from '@/server/db/client';
import { enqueue, type NewMail } from '@/server/mail/queue';
import { nudgeMailRunner } from '@/server/newsletter/nudge';

export type ReviewRequest = { title: string; by: string; editUrl: string };

/** One editor's mail about one story. */
export function reviewRequestMail(to: string, request: ReviewRequest): NewMail {
  const title = request.title.trim() || 'An untitled story';
  return {
    kind: 'review',
    to,
    subject: `Ready for review: ${title}`,
    text: [`${request.by} marked "${title}" ready for an editor.`, '', `Open it in the admin: ${request.editUrl}`, '', `${site.name} newsroom`].join('\n'),
  };
}

/** Queues the mails, one per editor, and wakes the mail runner. */
export async function queueReviewMails(editors: readonly string[], request: ReviewRequest): Promise<void> {
  if (editors.length === 0) return;
  await enqueue(
    await getDatabase(),
    editors.map((to) => reviewRequestMail(to, request)),
  );
  nudgeMailRunner();
}
