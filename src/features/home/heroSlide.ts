import type { SiteStory } from '@/content/stories';

/** What a slide shows of its story. */
export type HeroSlide = Pick<SiteStory, 'href' | 'title' | 'summary' | 'category' | 'image' | 'imageAlt' | 'picture'>;

/**
 * A story as the slider needs it. The slider is a client component: whatever it is given is sent to
 * the browser in the page's payload and parsed before it hydrates, so a story's body (and its rich
 * text) must not ride along.
 */
export function heroSlide({ href, title, summary, category, image, imageAlt, picture }: HeroSlide): HeroSlide {
  return { href, title, summary, category, image, imageAlt, ...(picture ? { picture } : {}) };
}
