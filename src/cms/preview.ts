/**
 * Draft preview: the admin's Preview button opens `/api/preview?path=/news/{slug}`, which turns on
 * Next.js draft mode for a signed-in newsroom account and sends it to the story's own page, where
 * drafts are read instead of the published version. `/api/preview/exit` turns it off.
 */
import { MAX_SLUG_LENGTH } from './slug';
import { storyPath } from '@/lib/addresses';

export const PREVIEW_ROUTE = '/api/preview';
export const PREVIEW_EXIT_ROUTE = '/api/preview/exit';

const STORY_PATH = /^\/news\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;

/**
 * The page a preview may open: a story's site-relative address `/news/{slug}`, nothing else (no
 * other host, no `//host`, no backslashes or encoded tricks, no admin pages), or null.
 */
export function previewTarget(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = STORY_PATH.exec(value);
  if (!match || (match[1] ?? '').length > MAX_SLUG_LENGTH) return null;
  return value;
}

/** The Preview button's address for a story (null while it has no slug yet). */
export function previewUrl(slug: unknown): string | null {
  const path = typeof slug === 'string' ? previewTarget(storyPath(slug)) : null;
  return path ? `${PREVIEW_ROUTE}?path=${encodeURIComponent(path)}` : null;
}
