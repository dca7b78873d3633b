/**
 * "Submit for review": a contributor checks *Ready for an editor* on a draft, the editors and admins get
 * a mail with the story's address in the admin, and the Stories list shows the box as a column (and
 * filters on it). Publishing the story clears it. The editors are mailed at most once an hour per story.
 */
import type { CheckboxField, CollectionAfterChangeHook, FieldHook } from 'payload';

/** The box is cleared when the story is published: the review is done. */
export const clearedWhenPublished: FieldHook = ({ value, siblingData }) => (siblingData?._status === 'published' ? false : value === true);

export const readyForReviewField: CheckboxField = {
  name: 'readyForReview',
  label: 'Ready for an editor',
  type: 'checkbox',
  defaultValue: false,
  index: true,
  admin: {
    position: 'sidebar',
    description: 'Check it when the draft is ready: the editors are told by email. It is cleared when the story is published.',
  },
  hooks: { beforeChange: [clearedWhenPublished] },
};

/** Whether this save is the one that marked the story ready (the editors are told once, not at each autosave). Pure. */
export function becameReady(doc: { readyForReview?: unknown }, previousDoc: { readyForReview?: unknown } | undefined): boolean {
  return doc.readyForReview === true && previousDoc?.readyForReview !== true;
}

/** A story marks ready again within this long (unchecked and checked) mails nobody again. */
export const REVIEW_MAIL_INTERVAL_MS = 60 * 60 * 1000;

/** The key under which Payload's key-value store keeps when a story's editors were last mailed. */
export const reviewMailKey = (id: unknown) => `review-mail:${String(id)}`;

/**
 * Whether the editors are mailed for this mark: not when they were mailed for the same story less than
 * an hour ago (a contributor toggling the box sent every editor a mail each time). Pure.
 */
export function mayMailEditors(lastMailedAt: unknown, now: Date): boolean {
  const last = typeof lastMailedAt === 'string' ? Date.parse(lastMailedAt) : Number.NaN;
  return Number.isNaN(last) || now.getTime() - last >= REVIEW_MAIL_INTERVAL_MS;
}

export const tellEditorsWhenReady: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (!becameReady(doc, previousDoc)) return doc;
  const now = new Date();
  const key = reviewMailKey(doc.id);
  const last = await req.payload.kv.get<{ at: string }>(key);
  if (!mayMailEditors(last?.at, now)) return doc;
  await req.payload.kv.set(key, { at: now.toISOString() });
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { role: { in: ['editor', 'admin'] } },
    depth: 0,
    limit: 500,
    pagination: false,
    overrideAccess: true,
    req,
  });
  const editors = (docs as { email?: unknown }[]).map((u) => u.email).filter((e): e is string => typeof e === 'string' && e !== '');
  const user = req.user as { name?: unknown; email?: unknown } | null | undefined;
  const by = typeof user?.name === 'string' && user.name.trim() ? user.name.trim() : typeof user?.email === 'string' ? user.email : 'A contributor';
  // Loaded at run time: the mail code needs the site's database, which Payload's command line does not.
  const [{ reviewRequestMail }, { queueMails }, { siteOrigin }] = await Promise.all([
    import('@/server/newsroom/reviewMail'),
    import('@/server/mail/outbox'),
    import('@/features/seo/pageMetadata'),
  ]);
  const request = { title: typeof doc.title === 'string' ? doc.title : '', by, editUrl: `${siteOrigin}/admin/collections/stories/${String(doc.id)}` };
  // The box stays checked even when the mails cannot be queued: the editors still see it in the list.
  await queueMails(editors.map((to) => reviewRequestMail(to, request))).catch((error: unknown) =>
    req.payload.logger.error(`The review request mails could not be queued: ${error instanceof Error ? error.message : String(error)}`),
  );
  return doc;
};
