/**
 * What the newsletter page promises, from the constants the sender runs on (src/server/newsletter), so
 * the page cannot say one time and the mail go out at another. Pure.
 */
import { storyCategories } from '@/content/schemas';
import { CONFIRM_LINK_TTL_MS } from '@/server/newsletter/links';
import { DIGEST_HOUR, hourLabel, WEEKLY_DAY_NAME } from '@/server/newsletter/schedule';

export const NEWSLETTER_PATH = '/newsletter';
export const NEWSLETTER_PAGE_SOURCE = 'newsletter-page';

/** A list of names as a sentence: `A, B and C`. */
function sentenceList(names: readonly string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

export const newsletterFacts = {
  dailyAt: `${hourLabel(DIGEST_HOUR)} Dallas time`,
  weeklyOn: `${WEEKLY_DAY_NAME}s at ${hourLabel(DIGEST_HOUR)}`,
  topics: sentenceList(storyCategories),
  confirmWithinHours: CONFIRM_LINK_TTL_MS / 3_600_000,
} as const;
