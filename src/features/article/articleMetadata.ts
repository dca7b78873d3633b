import type { Metadata } from 'next';
import type { SiteStory } from '@/content/stories';
import { publishedDateTime } from '@/features/seo/dallasTime';
import { pageMetadata } from '@/features/seo/pageMetadata';

/** A story page's metadata: `{headline} - Dallas Local`, its summary, canonical and article card. */
export function articleMetadata(story: SiteStory): Metadata {
  return pageMetadata({
    title: story.title,
    description: story.summary,
    path: story.href,
    image: story.image,
    imageAlt: story.imageAlt,
    article: { publishedTime: publishedDateTime(story), author: story.author, section: story.category },
  });
}
