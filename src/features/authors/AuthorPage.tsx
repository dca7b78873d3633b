import Link from 'next/link';
import { Container } from '@/components/ui/Container';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { SafeImage } from '@/components/ui/SafeImage';
import type { SiteStory } from '@/content/stories';
import { storyCount } from '@/features/article/articleModel';
import { Breadcrumbs } from '@/features/article/Breadcrumbs';
import { StoryListItem } from '@/features/article/StoryListItem';
import { JsonLd } from '@/features/seo/JsonLd';
import { personJsonLd } from '@/features/seo/jsonLd';
import { authorPath } from '@/lib/addresses';
import type { AuthorProfile } from '@/server/content/staffModel';

type Props = {
  author: AuthorProfile;
  /** This page's stories, newest first. */
  stories: readonly SiteStory[];
  page: number;
  pages: number;
  totalStories: number;
};

/** An author's page: portrait, name, role, bio, contact links, and their stories newest first, a page at a time. */
export function AuthorPage({ author, stories, page, pages, totalStories }: Props) {
  return (
    <Container className="py-8 sm:py-10">
      <JsonLd
        data={personJsonLd(
          { name: author.name, href: author.href, role: author.role, image: author.image, bio: author.bio, sameAs: author.links.filter((l) => l.href.startsWith('https:')).map((l) => l.href) },
          { standalone: true },
        )}
      />
      <Breadcrumbs
        crumbs={[
          { name: 'Home', href: '/' },
          { name: 'About', href: '/about' },
          { name: author.name, href: author.href },
        ]}
      />
      <header className="mb-8 flex flex-col items-center gap-5 border-b-4 border-double border-ink pb-6 text-center sm:flex-row sm:items-start sm:text-left">
        <SafeImage
          src={author.image}
          alt={author.imageAlt}
          width={400}
          height={400}
          priority
          className="h-32 w-32 shrink-0 rounded-full border-4 border-paper bg-rule object-cover shadow"
          style={author.imagePosition ? { objectPosition: author.imagePosition } : undefined}
        />
        <div className="min-w-0">
          <h1 className="font-serif text-4xl font-bold tracking-tight text-ink sm:text-5xl">{author.name}</h1>
          <p className="mt-1 text-sm font-semibold tracking-wide text-accent uppercase">{author.role}</p>
          <p className="mt-3 max-w-3xl text-lg leading-relaxed text-muted">{author.bio}</p>
          {author.links.length > 0 ? (
            <ul aria-label={`Contact ${author.name}`} className="mt-4 flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm sm:justify-start">
              {author.links.map((link) => (
                <li key={link.label}>
                  <span className="text-muted">{link.label}: </span>
                  {link.href.startsWith('mailto:') ? (
                    <a href={link.href} className="font-semibold text-brand underline underline-offset-4">
                      {link.text}
                    </a>
                  ) : (
                    <ExternalLink href={link.href} className="font-semibold text-brand underline underline-offset-4">
                      {link.text}
                    </ExternalLink>
                  )}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </header>
      <section aria-labelledby="author-stories">
        <h2 id="author-stories" className="font-serif text-2xl font-bold text-ink">
          Stories by {author.name}
        </h2>
        <p className="mt-1 text-sm text-muted">
          {totalStories === 0 ? 'No published stories yet.' : `${storyCount(totalStories)}, newest first${pages > 1 ? ` (page ${page} of ${pages})` : ''}.`}
        </p>
        {stories.length > 0 ? (
          <ol className="mt-4 divide-y divide-rule" aria-label={`Stories by ${author.name}`}>
            {/* On a wide screen the first story's photo is the page's largest paint: it is not held back. */}
            {stories.map((s, i) => (
              <StoryListItem key={s.href} story={s} placement="section" priority={i === 0} listAuthor={author.name} />
            ))}
          </ol>
        ) : null}
        {pages > 1 ? (
          <nav aria-label="Pages of stories" className="mt-6 flex items-center justify-between border-t border-rule pt-4 text-sm">
            {page > 1 ? (
              <Link href={authorPath(author.slug, page - 1)} rel="prev" className="font-semibold text-brand underline underline-offset-4">
                Newer stories
              </Link>
            ) : (
              <span />
            )}
            {page < pages ? (
              <Link href={authorPath(author.slug, page + 1)} rel="next" className="font-semibold text-brand underline underline-offset-4">
                Older stories
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
    </Container>
  );
}
