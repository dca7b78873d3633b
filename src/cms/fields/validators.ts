/** An external link the site shows: an absolute https URL, or nothing when the field is optional. */
export function validateHttpsUrl(value: unknown, { required = false }: { required?: boolean } = {}): true | string {
  if (value === null || value === undefined || value === '') return required ? 'A link is required.' : true;
  if (typeof value !== 'string') return 'A link is text.';
  try {
    return new URL(value).protocol === 'https:' ? true : 'A link starts with https://';
  } catch {
    return 'Not a valid link.';
  }
}

/** A calendar day typed as `yyyy-MM-dd` (a real day: 2025-02-30 is refused), or nothing when optional. */
export function validateCalendarDate(value: unknown, { required = false }: { required?: boolean } = {}): true | string {
  if (value === null || value === undefined || value === '') return required ? 'A date is required.' : true;
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'A date is written 2025-06-02.';
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d ? true : 'Not a real date.';
}

/** How far ahead of the server's clock a publication date may be: an editor's clock, not a plan. */
export const PUBLISHED_AT_LEEWAY_MS = 5 * 60_000;

/**
 * A publication date given with a publish: not in the future. Publishing makes a story public at once,
 * so a later date would only put it at the top of every list, dated ahead; to publish later, an editor
 * schedules. Drafts may carry any date.
 */
export function validatePublishedAt(value: unknown, siblingData: { _status?: unknown } | undefined, now = new Date()): true | string {
  if (value === null || value === undefined || value === '') return true;
  const at = new Date(value instanceof Date ? value.getTime() : String(value));
  if (Number.isNaN(at.getTime())) return 'Not a valid date.';
  if (siblingData?._status !== 'published') return true;
  return at.getTime() <= now.getTime() + PUBLISHED_AT_LEEWAY_MS
    ? true
    : 'This date is in the future, but publishing makes the story public now. To publish it later, use Schedule, or clear the date.';
}

/** The shortest and longest alt text a photo may have. */
export const ALT_TEXT_MIN = 5;
export const ALT_TEXT_MAX = 300;

/**
 * A photo's alt text: required, with a message that says so and why (Payload's own would say only
 * "must be longer than the minimum length of 5 characters" for an empty field).
 */
export function validateAltText(value: unknown): true | string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return 'Alt text is required. Describe what the photo shows for readers who cannot see it.';
  if (text.length < ALT_TEXT_MIN) return `Alt text needs at least ${ALT_TEXT_MIN} characters. Describe what the photo shows.`;
  if (text.length > ALT_TEXT_MAX) return `Alt text has at most ${ALT_TEXT_MAX} characters. Put the rest in the caption.`;
  return true;
}
