import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { validateSlug } from '@/cms/slug';
import { ArticlePage } from '@/features/article/ArticlePage';
import { articleMetadata } from '@/features/article/articleMetadata';
import { PreviewBanner } from '@/features/article/PreviewBanner';
import { storiesAfter } from '@/features/article/articleModel';
import { StoryBody } from '@/features/article/StoryBody';
import { MissingContent, notFoundMetadata } from '@/features/not-found/MissingContent';
import { legacyStoryPath, storyPath } from '@/lib/addresses';
import { cmsStoryBySlug, cmsStoryRenamedFrom, publishedCmsStories } from '@/server/content/cmsStories';
import { previewingDrafts } from '@/server/content/draftPreview';
import { legacyParams, redirectLegacyStory } from '@/server/content/legacyRedirect';
import { latestSiteStories, siteStoriesIn } from '@/server/content/siteStories';

/**
 * `/news/{slug}`: a story of the newsroom. A number is a sample story's old address (`/news/1`..`9`):
 * a permanent redirect to its slug; so is an address a story had before an editor changed its slug
 * (src/cms/fields/formerSlugs.ts). The folder is `[slug]` because `/news/{tab}/{n}` shares it. Pages
 * are cached by tag and expired when the story changes; in draft mode (an editor's preview) the latest
 * draft renders, uncached.
 */
type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = true;

export async function generateStaticParams() {
  const stories = await publishedCmsStories();
  return [...legacyParams(/^\/news\/(\d+)$/).map((m) => ({ slug: m[1] ?? '' })), ...stories.map((s) => ({ slug: s.slug }))];
}

async function story({ params }: Props) {
  const { slug } = await params;
  if (/^\d+$/.test(slug)) return redirectLegacyStory(legacyStoryPath.home(Number(slug)));
  if (validateSlug(slug) !== true) {
    // Slugs are lower case; a reader or a site that wrote one in capitals is sent to the story.
    const lower = slug.toLowerCase();
    if (lower !== slug && validateSlug(lower) === true) {
      const target = (await cmsStoryBySlug(lower))?.slug ?? (await cmsStoryRenamedFrom(lower));
      if (target) permanentRedirect(storyPath(target));
    }
    return undefined;
  }
  const found = await cmsStoryBySlug(slug, { draft: await previewingDrafts() });
  if (found) return found;
  // An address the story had before an editor changed its slug: a permanent redirect to the new one.
  const renamed = await cmsStoryRenamedFrom(slug);
  if (renamed) permanentRedirect(storyPath(renamed));
  return undefined;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const s = await story(props);
  return s ? articleMetadata(s) : notFoundMetadata;
}

export default async function Page(props: Props) {
  const s = await story(props);
  if (!s) return <MissingContent />;
  const [inCategory, latest, preview] = await Promise.all([siteStoriesIn(s.category), latestSiteStories(), previewingDrafts()]);
  return (
    <>
      {preview ? <PreviewBanner path={storyPath(s.slug)} /> : null}
      <ArticlePage
        story={s}
        updatedDate={s.updatedDate}
        corrections={s.corrections}
        credits={s.credits}
        after={storiesAfter(s, inCategory, latest)}
        body={s.richBody ? <StoryBody data={s.richBody} /> : null}
      />
    </>
  );
}
