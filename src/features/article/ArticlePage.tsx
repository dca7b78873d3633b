import Link from 'next/link';
import type { ReactNode } from 'react';
import { Container } from '@/components/ui/Container';
import { ArtImage } from '@/components/ui/ArtImage';
import { PHOTO_SIZES } from '@/components/ui/photoSizes';
import { categoryPath } from '@/lib/addresses';
import type { SiteStory } from '@/content/stories';
import { AdSlot } from '@/features/ads/AdSlot';
import { CorrectionsBox } from '@/features/corrections/CorrectionsBox';
import type { StoryCorrection } from '@/features/corrections/corrections';
import { JsonLd } from '@/features/seo/JsonLd';
import { newsArticleJsonLd } from '@/features/seo/jsonLd';
import { absoluteUrl } from '@/features/seo/pageMetadata';
import type { StoryCredit } from '@/features/authors/authorModel';
import { articleCrumbs, type StoriesAfter } from './articleModel';
import { Breadcrumbs } from './Breadcrumbs';
import { Byline } from './Byline';
import { formatStoryDate } from '@/content/storyDate';
import { RelatedStories } from './RelatedStories';
import { ShareActions } from './ShareActions';

/** Rich text's blocks styled like the sample stories' paragraphs (the body's own spacing applies between blocks). */
const RICH_BODY =
  '[&_a]:text-brand [&_a]:underline [&_a]:underline-offset-4 [&_h2]:text-2xl [&_h3]:text-xl [&_h4]:text-lg [&_:is(h2,h3,h4)]:font-bold [&_:is(h2,h3,h4)]:leading-snug [&_ul]:list-disc [&_ol]:list-decimal [&_:is(ul,ol)]:space-y-2 [&_:is(ul,ol)]:pl-6 [&_blockquote]:border-l-4 [&_blockquote]:border-rule [&_blockquote]:pl-4 [&_blockquote]:italic [&_img]:h-auto [&_img]:max-w-full';

type Props = {
  story: SiteStory;
  /** The body as rich text (a newsroom story); the story's plain paragraphs otherwise. */
  body?: ReactNode;
  /** `yyyy-MM-dd` of a later edit: shown as "Updated {date}". */
  updatedDate?: string;
  /** The authors it credits, with their pages (the byline and the structured data). */
  credits?: readonly StoryCredit[];
  /** The stories shown below it (articleModel.ts `storiesAfter`). */
  after: StoriesAfter;
  /** Its corrections and clarifications, newest first (a box at the top of the story). */
  corrections?: readonly StoryCorrection[];
};

/** A story's page: headline, byline, hero image, body, share actions and related stories. */
export function ArticlePage({ story, body, updatedDate, credits = [], after, corrections = [] }: Props) {
  return (
    <Container className="py-8 sm:py-10">
      <JsonLd data={newsArticleJsonLd(story, credits, updatedDate, corrections)} />
      <Breadcrumbs crumbs={articleCrumbs(story)} />
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_300px] lg:gap-12">
        <article>
          <header className="max-w-3xl">
            <Link
              href={categoryPath(story.category)}
              className="text-sm font-bold uppercase tracking-wider text-accent underline-offset-4 hover:underline"
            >
              {story.category}
            </Link>
            <h1 className="mt-2 font-serif text-3xl font-bold leading-tight tracking-tight text-ink sm:text-5xl print:text-[22pt]">{story.title}</h1>
            <p className="mt-4 text-lg leading-relaxed text-muted sm:text-xl print:mt-2 print:text-[12pt]">{story.summary}</p>
            <p className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-1 border-y border-rule py-3 text-sm text-muted print:mt-3 print:py-1.5">
              <Byline credits={credits} fallback={story.author} />
              {/* The dot only where byline and date share a line: on a phone the date wraps below it. */}
              <span aria-hidden="true" className="hidden sm:inline">
                ·
              </span>
              <time dateTime={story.date}>{formatStoryDate(story.date)}</time>
              {updatedDate ? (
                <span>
                  Updated <time dateTime={updatedDate}>{formatStoryDate(updatedDate)}</time>
                </span>
              ) : null}
            </p>
            <CorrectionsBox corrections={corrections} />
          </header>
          <figure className="mt-6 break-inside-avoid print:mt-4">
            <ArtImage
              src={story.image}
              alt={story.imageAlt}
              picture={story.picture}
              sizes={PHOTO_SIZES.article}
              priority
              className="aspect-video w-full rounded-md bg-rule object-cover print:mx-auto print:max-h-[3.2in] print:w-auto"
            />
            {story.imageCaption ? <figcaption className="mt-2 text-sm text-muted">{story.imageCaption}</figcaption> : null}
          </figure>
          <div className={`mt-8 max-w-3xl space-y-5 ${body ? RICH_BODY : ''} font-serif text-lg leading-8 text-ink print:mt-4 print:max-w-none print:space-y-3 print:text-[11.5pt] print:leading-normal`}>
            {body ?? story.body.map((paragraph) => <p key={paragraph.slice(0, 40)}>{paragraph}</p>)}
          </div>
          <p className="mt-6 hidden border-t border-rule pt-2 text-sm text-muted print:block">{absoluteUrl(story.href)}</p>
          <div className="max-w-3xl print:hidden">
            <ShareActions url={absoluteUrl(story.href)} title={story.title} summary={story.summary} />
          </div>
        </article>
        <aside aria-label="Advertisements" className="mt-10 lg:mt-0 print:hidden">
          <div className="lg:sticky lg:top-32">
            <AdSlot bannerId={`article${story.href.replaceAll("/", "-")}`} />
          </div>
        </aside>
      </div>
      <div className="print:hidden">
        <RelatedStories
          heading={after.heading}
          stories={after.stories}
          action={
            <Link href={categoryPath(story.category)} className="text-sm font-semibold text-brand underline-offset-4 hover:underline">
              See all<span className="sr-only"> {story.category} stories</span>
            </Link>
          }
        />
      </div>
    </Container>
  );
}
