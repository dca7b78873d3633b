import { Card } from '@/components/ui/Card';
import { SectionHeading } from '@/components/ui/SectionHeading';
import type { StoryTeaser } from './FeaturedStory';
import { formatStoryDate } from '@/content/storyDate';

/** The tail's closing block: more of the city's top stories, as cards. */
export function AroundDallas({ stories }: { stories: readonly StoryTeaser[] }) {
  return (
    <section aria-labelledby="home-around">
      <SectionHeading id="home-around">Around Dallas</SectionHeading>
      <div className="grid gap-6 sm:grid-cols-2">
        {stories.map((story) => (
          <Card
            key={story.href}
            href={story.href}
            title={story.title}
            image={{ src: story.image, alt: story.imageAlt, picture: story.picture }}
            kicker={story.category}
            meta={<time dateTime={story.date}>{formatStoryDate(story.date)}</time>}
          />
        ))}
      </div>
    </section>
  );
}
