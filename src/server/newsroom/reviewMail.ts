/**
 * The mail the editors get when a contributor marks a story ready for review (the stories' `readyForReview`
 * box, src/cms/reviewRequests.ts). Plain text, queued in the mail outbox (src/server/mail/queue.ts).
 * Free of `server-only`: the stories collection's hook loads it.
 */
import { site } from '@/config/site';
import type { NewMail } from '@/server/mail/queue';

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
