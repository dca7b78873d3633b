import { categoryPath } from '@/lib/addresses';
import { latestStories, relatedStories, type SiteStory } from '@/content/stories';
import { team } from '@/content/team';
import type { TeamMember } from '@/content/schemas';
import type { Crumb } from '@/features/seo/jsonLd';

/** The team member who wrote a story (undefined if the name is not in the team). */
export function storyAuthor(story: SiteStory): TeamMember | undefined {
  return team.find((m) => m.name === story.author);
}

/** Home > News (or Community) > Category > headline. */
export function articleCrumbs(story: SiteStory): Crumb[] {
  const section: Crumb = story.section === 'Community' ? { name: 'Community', href: '/community' } : { name: 'News', href: '/news' };
  return [{ name: 'Home', href: '/' }, section, { name: story.category, href: categoryPath(story.category) }, { name: story.title, href: story.href }];
}

/**
 * The stories shown below an article: 'More from {category}' when the category has others, else
 * the latest stories of the site (so a single-story category still leads somewhere).
 */
export function storiesAfter(story: SiteStory, count = 3): { heading: string; stories: SiteStory[] } {
  const related = relatedStories(story, count);
  if (related.length > 0) return { heading: `More from ${story.category}`, stories: related };
  return { heading: 'Latest stories', stories: latestStories(count + 1).filter((s) => s.href !== story.href).slice(0, count) };
}

/** '1 story', '4 stories'. */
export function storyCount(n: number): string {
  return `${n} ${n === 1 ? 'story' : 'stories'}`;
}
