import { Card } from '@/components/ui/Card';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { UrlTabs } from '@/components/ui/UrlTabs';
import type { NewsTabCategory } from '@/content/schemas';
import type { SiteStory } from '@/content/stories';
import { formatStoryDate } from '@/content/storyDate';
import { DEFAULT_NEWS_TAB, NEWS_TABS } from './newsTabs';

/** An encyclopedia article about the city, offered under the Politics tab. */
export const CITY_ARTICLE_HREF = 'https://en.wikipedia.org/wiki/Dallas';

function ArticleGrid({ tab, stories }: { tab: NewsTabCategory; stories: readonly SiteStory[] }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
      {stories.map((article, i) => (
        <Card
          key={article.href}
          href={article.href}
          title={article.title}
          kicker={article.category}
          summary={article.summary}
          image={{ src: article.image, alt: article.imageAlt, picture: article.picture }}
          priority={tab === DEFAULT_NEWS_TAB && i === 0}
          meta={
            <>
              <time dateTime={article.date}>{formatStoryDate(article.date)}</time>
              <span aria-hidden="true"> · </span>
              <span>By {article.author}</span>
            </>
          }
        />
      ))}
    </div>
  );
}

function CityPrimer() {
  return (
    <aside aria-label="About Dallas" className="mt-6 rounded-md border-l-4 border-accent bg-white p-5 shadow-sm">
      <p className="text-ink">
        Dallas has a council–manager government: fourteen council members elected by district and a mayor
        elected citywide set policy, and a city manager runs day-to-day operations.
      </p>
      <ExternalLink
        href={CITY_ARTICLE_HREF}
        className="mt-3 inline-block font-semibold text-brand underline underline-offset-4 hover:text-accent"
      >
        Learn more about Dallas on Wikipedia
      </ExternalLink>
    </aside>
  );
}

/** 'Latest News' by section: Politics, Business, Sports, Lifestyle, the choice kept in the address. */
export function NewsTabs({ stories }: { stories: Readonly<Record<NewsTabCategory, readonly SiteStory[]>> }) {
  return (
    <UrlTabs
      id="news-tabs"
      label="News sections"
      headingLevel={2}
      withoutScript="every panel"
      defaultValue={DEFAULT_NEWS_TAB}
      tabs={NEWS_TABS.map(({ value, label }) => ({
        value,
        label,
        panel: (
          <>
            <ArticleGrid tab={value} stories={stories[value]} />
            {value === 'politics' ? <CityPrimer /> : null}
          </>
        ),
      }))}
    />
  );
}
