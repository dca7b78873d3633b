/**
 * Corrections and clarifications of a story: their labels, their day, their order and the lists the
 * story page, the `/corrections` page and its feed show. Pure (no server or Payload import).
 */
import { dallasNow } from '@/features/seo/dallasTime';
import { formatStoryDate } from '@/content/storyDate';

export const CORRECTION_KINDS = ['correction', 'clarification'] as const;
export type CorrectionKind = (typeof CORRECTION_KINDS)[number];

/** The longest correction text the newsroom can save. */
export const CORRECTION_TEXT_MAX = 1000;

/** The `/corrections` page and its RSS feed. */
export const CORRECTIONS_PATH = '/corrections';
export const CORRECTIONS_FEED_PATH = '/corrections/feed.xml';

/** One correction or clarification as the site shows it. */
export type StoryCorrection = {
  kind: CorrectionKind;
  /** The calendar day it was made, `yyyy-MM-dd`. */
  date: string;
  text: string;
};

/** A correction together with the story it belongs to (the `/corrections` page and feed). */
export type ListedCorrection = StoryCorrection & { storyTitle: string; storyHref: string };

/** "Correction" or "Clarification". */
export function correctionLabel(kind: CorrectionKind): string {
  return kind === 'correction' ? 'Correction' : 'Clarification';
}

/** The heading of a story's box: "Correction", "Clarifications", "Corrections and clarifications"... */
export function correctionsHeading(corrections: readonly Pick<StoryCorrection, 'kind'>[]): string {
  const kinds = new Set(corrections.map((c) => c.kind));
  if (kinds.size > 1) return 'Corrections and clarifications';
  const label = correctionLabel(corrections[0]?.kind ?? 'correction');
  return corrections.length === 1 ? label : `${label}s`;
}

/** "Correction, November 23, 2026" */
export function correctionHeading(c: Pick<StoryCorrection, 'kind' | 'date'>): string {
  return `${correctionLabel(c.kind)}, ${formatStoryDate(c.date)}`;
}

const DAY = /^(\d{4}-\d{2}-\d{2})/;

/**
 * The calendar day (`yyyy-MM-dd`) of a correction's date as stored: the admin's day picker saves noon
 * of the editor's own time zone, so the UTC day of that instant is the day the editor picked (anywhere
 * from UTC-11 to UTC+11); a bare `2026-11-23` from the API is that day. Undefined when it does not parse.
 */
export function correctionDay(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const bare = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const time = Date.parse(bare ? `${value}T12:00:00.000Z` : value);
  if (Number.isNaN(time)) return undefined;
  return DAY.exec(new Date(time).toISOString())?.[1];
}

/**
 * true, or why a correction's date is refused: its day is after today in Dallas (a typo that dated the
 * story "Updated" in the future, for readers and search engines), or before the day the story was
 * published (`publishedAt`, when it has been). Pure.
 */
export function validateCorrectionDate(value: unknown, { now, publishedAt }: { now: Date; publishedAt?: unknown }): true | string {
  const day = correctionDay(value);
  if (!day) return 'Pick the day the correction was made.';
  const today = dallasNow(now).date;
  if (day > today) return `A correction cannot be dated after today (${formatStoryDate(today)}).`;
  const published = typeof publishedAt === 'string' && !Number.isNaN(Date.parse(publishedAt)) ? dallasNow(new Date(publishedAt)).date : undefined;
  if (published && day < published) return `A correction cannot be dated before the story was published (${formatStoryDate(published)}).`;
  return true;
}

/** How a correction's date is stored: noon UTC of its day, so every reader sees the same day. */
export function storedCorrectionDate(value: unknown): unknown {
  const day = correctionDay(value);
  return day ? `${day}T12:00:00.000Z` : value;
}

/** Newest first; on the same day, the one entered later (later in the story's list) first. */
export function newestCorrectionsFirst<T extends Pick<StoryCorrection, 'date'>>(corrections: readonly T[]): T[] {
  return corrections
    .map((c, index) => ({ c, index }))
    .sort((a, b) => (a.c.date === b.c.date ? b.index - a.index : a.c.date < b.c.date ? 1 : -1))
    .map(({ c }) => c);
}

/** The day of the newest correction, or undefined. */
export function latestCorrectionDate(corrections: readonly Pick<StoryCorrection, 'date'>[]): string | undefined {
  return corrections.reduce<string | undefined>((latest, c) => (latest === undefined || c.date > latest ? c.date : latest), undefined);
}

/**
 * The "Updated" day of a story: the later of its last edit's day (when it counts as an update) and its
 * newest correction's day, when that is after the day it was published.
 */
export function updatedDateWithCorrections(
  publishedDate: string,
  updatedDate: string | undefined,
  corrections: readonly Pick<StoryCorrection, 'date'>[],
): string | undefined {
  const latest = [updatedDate, latestCorrectionDate(corrections)].reduce<string | undefined>(
    (a, b) => (b !== undefined && (a === undefined || b > a) ? b : a),
    undefined,
  );
  return latest !== undefined && latest > publishedDate ? latest : updatedDate;
}

/** Every correction of the given stories, with its story, newest first. */
export function listCorrections(
  stories: readonly { title: string; href: string; corrections: readonly StoryCorrection[] }[],
): ListedCorrection[] {
  return newestCorrectionsFirst(
    stories.flatMap((s) => s.corrections.map((c) => ({ ...c, storyTitle: s.title, storyHref: s.href }))),
  );
}
