/**
 * Story tips: contact messages whose subject is a story idea, followed up in the admin (the `tips`
 * collection) with a status, an assignee and a note. Pure: the collection's hooks and the submission
 * service use these.
 */

export const TIP_STATUSES = ['new', 'assigned', 'done'] as const;
export type TipStatus = (typeof TIP_STATUSES)[number];

/**
 * Whether a contact message's subject offers a story: "Story idea", "Story tip", "News tip",
 * "Tip: ...", "story suggestion" and their plurals, in any case.
 */
export function isStoryIdea(subject: string): boolean {
  return /\bstory[\s-]+(?:ideas?|tips?|suggestions?|pitch(?:es)?)\b|\bnews[\s-]+tips?\b|^\s*tips?\b/i.test(subject);
}

type Assignee = number | string | { id: number | string } | null | undefined;
const hasAssignee = (a: Assignee) => a !== null && a !== undefined && a !== '';

/**
 * The status a tip is saved with, or the reason the save is refused. Picking an assignee on a new tip
 * makes it assigned; taking the assignee off an assigned tip makes it new again; "assigned" needs
 * someone; "done" stays as the editor set it.
 */
export function resolveTipStatus(next: { status?: unknown; assignee?: Assignee }, previous?: { status?: unknown; assignee?: Assignee }):
  | { status: TipStatus }
  | { error: string } {
  const requested = next.status ?? previous?.status ?? 'new';
  if (!(TIP_STATUSES as readonly unknown[]).includes(requested)) return { error: `A tip's status is one of ${TIP_STATUSES.join(', ')}.` };
  const status = requested as TipStatus;
  const assigned = hasAssignee(next.assignee);
  const statusChanged = status !== (previous?.status ?? 'new');
  if (status === 'new' && assigned && !statusChanged) return { status: 'assigned' };
  if (status === 'assigned' && !assigned) {
    return statusChanged ? { error: 'Pick the editor the tip is assigned to.' } : { status: 'new' };
  }
  return { status };
}

export type TipSource = { id: number; firstName: string; lastName: string; email: string; phone?: string | null; subject: string; message: string };

/** The `tips` document a story-idea message starts as (status new, nobody assigned). */
export function tipFromMessage(message: TipSource, receivedAt: Date) {
  return {
    contactMessage: message.id,
    from: `${message.firstName} ${message.lastName}`.trim(),
    email: message.email,
    phone: message.phone ?? '',
    subject: message.subject,
    message: message.message,
    receivedAt: receivedAt.toISOString(),
    status: 'new' as const,
  };
}
