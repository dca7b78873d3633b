import { categoryPath } from '@/lib/addresses';
import { COMMUNITY_PATH } from '@/lib/addresses';
import type { SiteStory } from '@/content/stories';
import type { Crumb } from '@/features/seo/jsonLd';

/** Home > News (or Community) > Category > headline. */
export function articleCrumbs(story: SiteStory): Crumb[] {
  const section: Crumb = story.section === 'Community' ? { name: 'Community', href: COMMUNITY_PATH } : { name: 'News', href: '/news' };
  return [{ name: 'Home', href: '/' }, section, { name: story.category, href: categoryPath(story.category) }, { name: story.title, href: story.href }];
}

export type StoriesAfter = { heading: string; stories: SiteStory[] };

/**
 * The stories shown below an article: 'More from {category}' when the category (`inCategory`, newest
 * first) has others, else the site's `latest` (so a single-story category still leads somewhere).
 */
export function storiesAfter(
  story: SiteStory,
  inCategory: readonly SiteStory[],
  latest: readonly SiteStory[],
  count = 3,
): StoriesAfter {
  const others = (list: readonly SiteStory[]) => list.filter((s) => s.href !== story.href).slice(0, count);
  const related = others(inCategory.filter((s) => s.category === story.category));
  if (related.length > 0) return { heading: `More from ${story.category}`, stories: related };
  return { heading: 'Latest stories', stories: others(latest) };
}

/** '1 story', '4 stories'. */
export function storyCount(n: number): string {
  return `${n} ${n === 1 ? 'story' : 'stories'}`;
}
