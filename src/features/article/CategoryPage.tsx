import Link from 'next/link';
import { Container } from '@/components/ui/Container';
import { PageHeader } from '@/components/ui/PageHeader';
import { categoryFeedPath, categoryPath } from '@/lib/addresses';
import type { StoryCategory } from '@/content/schemas';
import type { SiteStory } from '@/content/stories';
import { storyCount } from './articleModel';
import { Breadcrumbs } from './Breadcrumbs';
import { StoryListItem } from './StoryListItem';

type Props = {
  category: StoryCategory;
  /** The category's stories, newest first. */
  stories: readonly SiteStory[];
  /** Every category that has stories (the others are linked). */
  categories: readonly StoryCategory[];
};

/** A category's page: every story of that category across the site, newest first. */
export function CategoryPage({ category, stories, categories }: Props) {
  const others = categories.filter((c) => c !== category);
  const href = categoryPath(category);
  return (
    <Container className="py-8 sm:py-10">
      <Breadcrumbs
        crumbs={[
          { name: 'Home', href: '/' },
          { name: 'News', href: '/news' },
          { name: category, href },
        ]}
      />
      <PageHeader title={category}>
        <p>
          <span className="font-semibold text-ink">{storyCount(stories.length)}</span> from across Dallas, newest first.{' '}
          <a href={categoryFeedPath(category)} className="whitespace-nowrap text-base text-brand underline underline-offset-4">
            RSS feed<span className="sr-only"> of {category} stories</span>
          </a>
        </p>
      </PageHeader>
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_260px] lg:gap-12">
        <ol className="divide-y divide-rule" aria-label={`${category} stories`}>
          {stories.map((s, i) => (
            <StoryListItem key={s.href} story={s} placement="page" priority={i === 0} />
          ))}
        </ol>
        <nav aria-labelledby="other-topics" className="mt-10 border-t-2 border-ink pt-3 lg:mt-0">
          <h2 id="other-topics" className="font-serif text-xl font-bold text-ink">
            Other topics
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {others.map((c) => (
              <li key={c}>
                <Link
                  href={categoryPath(c)}
                  className="inline-block rounded-full border border-rule bg-white px-3 py-1.5 text-sm font-medium text-ink hover:border-ink lg:rounded-none lg:border-0 lg:bg-transparent lg:px-0 lg:underline-offset-4 lg:hover:underline"
                >
                  {c}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </Container>
  );
}
