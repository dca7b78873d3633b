import { Card } from '@/components/ui/Card';
import { SectionHeading } from '@/components/ui/SectionHeading';
import type { SiteStory } from '@/content/stories';
import { formatStoryDate } from '@/content/storyDate';

/** Home's grid of news cards, each leading to the story's page. */
export function NewsGrid({ articles }: { articles: readonly SiteStory[] }) {
  return (
    <section aria-labelledby="home-headlines">
      <SectionHeading id="home-headlines">Top Headlines</SectionHeading>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {articles.map((article) => (
          <Card
            key={article.href}
            href={article.href}
            title={article.title}
            image={{ src: article.image, alt: article.imageAlt, picture: article.picture }}
            kicker={article.category}
            summary={article.summary}
            meta={<time dateTime={article.date}>{formatStoryDate(article.date)}</time>}
          />
        ))}
      </div>
    </section>
  );
}
