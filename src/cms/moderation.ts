/**
 * Moderation of reader event submissions, as pure functions (the collection in
 * src/cms/collections/EventSubmissions.ts wires them in): which step a save takes, and the event an
 * approved submission becomes.
 */
import { SITE_TIME_ZONE } from '@/config/constants';
import { MAX_SLUG_LENGTH, slugify } from './slug';

export const moderationStatuses = ['pending', 'approved', 'declined'] as const;
export type ModerationStatus = (typeof moderationStatuses)[number];

/** Shortest decline reason: the organizer reads it. */
export const MIN_DECLINE_REASON = 5;

export type ModerationStep = { step: 'none' | 'approve' | 'decline' } | { error: string; field?: 'declineReason' };

/**
 * What saving a submission does. A submission starts pending; an editor approves it (it becomes an event
 * on the calendar) or declines it with a reason. A decision is final: an approved submission lives on as
 * its event (edit or delete that), a declined one stays off the calendar.
 */
export function moderationStep(previous: ModerationStatus | undefined, next: ModerationStatus, declineReason: string | null | undefined): ModerationStep {
  if (previous === undefined) return next === 'pending' ? { step: 'none' } : { error: 'A new submission starts as pending.' };
  if (previous === next) return { step: 'none' };
  if (previous === 'approved') return { error: 'This submission was approved: edit or delete its event in Events instead.' };
  if (previous === 'declined') return { error: 'This submission was declined: a decision is final.' };
  if (next === 'approved') return { step: 'approve' };
  if (next === 'declined') {
    return (declineReason ?? '').trim().length >= MIN_DECLINE_REASON
      ? { step: 'decline' }
      : { error: 'Please give the organizer a reason for declining (a sentence is enough).', field: 'declineReason' };
  }
  return { error: 'A decided submission cannot go back to pending.' };
}

export type SubmissionDoc = {
  id: number | string;
  title: string;
  description: string;
  startsAt: string;
  endsAt: string;
  location: string;
  category: string;
  link?: string | null;
};

/** The published event an approved submission becomes (its slug carries the submission's id: unique). */
export function eventFromSubmission(doc: SubmissionDoc, imageId: number | string | null) {
  const suffix = `-${doc.id}`;
  const base = slugify(doc.title).slice(0, MAX_SLUG_LENGTH - suffix.length).replace(/-+$/g, '') || 'event';
  return {
    title: doc.title,
    slug: `${base}${suffix}`,
    description: doc.description,
    startsAt: doc.startsAt,
    startsAt_tz: SITE_TIME_ZONE,
    endsAt: doc.endsAt,
    endsAt_tz: SITE_TIME_ZONE,
    location: doc.location,
    category: doc.category,
    link: doc.link || null,
    image: imageId,
    _status: 'published' as const,
  };
}
