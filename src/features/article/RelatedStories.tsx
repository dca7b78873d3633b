import type { ReactNode } from 'react';
import { Card } from '@/components/ui/Card';
import { SectionHeading } from '@/components/ui/SectionHeading';
import type { SiteStory } from '@/content/stories';
import { formatStoryDate } from '@/content/storyDate';

/** 'More from {category}' (or another heading): a row of story cards. */
export function RelatedStories({ heading, stories, action }: { heading: string; stories: readonly SiteStory[]; action?: ReactNode }) {
  if (stories.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-14">
      <SectionHeading id="related-heading" action={action}>
        {heading}
      </SectionHeading>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {stories.map((s) => (
          <li key={s.href} className="grid">
            <Card
              href={s.href}
              title={s.title}
              image={{ src: s.image, alt: s.imageAlt, picture: s.picture }}
              kicker={s.category}
              summary={s.summary}
              meta={<time dateTime={s.date}>{formatStoryDate(s.date)}</time>}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
