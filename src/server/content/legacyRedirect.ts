import 'server-only';
/**
 * The sample stories' old addresses answer with a permanent redirect (308) to the story's one address,
 * `/news/{slug}`, while the seeded story is published; once it was deleted or unpublished, 404.
 */
import { permanentRedirect } from 'next/navigation';
import { storyPath } from '@/lib/addresses';
import { cmsStoryBySlug } from './cmsStories';
import { legacyStorySlug, legacyStorySlugs } from './legacyStories';

/** Redirects to the story, or returns when there is none: the page then shows the not-found content. */
export async function redirectLegacyStory(path: string): Promise<undefined> {
  const slug = legacyStorySlug(path);
  const story = slug ? await cmsStoryBySlug(slug) : undefined;
  if (story) permanentRedirect(storyPath(story.slug));
  return undefined;
}

/** The legacy addresses under a prefix, e.g. `/news/top/` → ['1', '2', ...]: the routes' static params. */
export function legacyParams(pattern: RegExp): RegExpMatchArray[] {
  return [...legacyStorySlugs.keys()].flatMap((path) => {
    const match = pattern.exec(path);
    return match ? [match] : [];
  });
}
