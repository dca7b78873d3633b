import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { notFound } from 'next/navigation';
import { validateSlug } from '@/cms/slug';
import { homeNews } from '@/content/news';
import { storyByHref, storyHref } from '@/content/stories';
import { ArticlePage } from '@/features/article/ArticlePage';
import { articleMetadata } from '@/features/article/articleMetadata';
import { StoryBody } from '@/features/article/StoryBody';
import { cmsStoryBySlug, publishedCmsStories } from '@/server/content/cmsStories';
import { isCmsStory } from '@/server/content/cmsStoryModel';

/**
 * `/news/{slug}`: a newsroom story, or (numeric slugs) one of the Home page's sample news stories. The
 * folder is `[slug]` because `/news/{tab}/{n}` shares it. Pages are cached by tag and expired when the
 * story changes; in draft mode (an editor's preview) the latest draft renders, uncached.
 */
type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = true;

export async function generateStaticParams() {
  const cms = await publishedCmsStories();
  return [...homeNews.map((s) => ({ slug: String(s.id) })), ...cms.map((s) => ({ slug: s.slug }))];
}

async function story({ params }: Props) {
  const { slug } = await params;
  if (/^\d+$/.test(slug)) return storyByHref(storyHref.home(Number(slug))) ?? notFound();
  if (validateSlug(slug) !== true) notFound();
  const { isEnabled: draft } = await draftMode();
  return (await cmsStoryBySlug(slug, { draft })) ?? notFound();
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return articleMetadata(await story(props));
}

export default async function Page(props: Props) {
  const s = await story(props);
  if (!isCmsStory(s)) return <ArticlePage story={s} />;
  return <ArticlePage story={s} updatedDate={s.updatedDate} body={s.richBody ? <StoryBody data={s.richBody} /> : null} />;
}
