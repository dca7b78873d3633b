import Link from 'next/link';
import { Card } from '@/components/ui/Card';
import { SectionHeading } from '@/components/ui/SectionHeading';
import type { SiteStory } from '@/content/stories';

/** Community Spotlight: community story cards leading to their pages, and a link to all of them. */
export function CommunitySpotlight({ stories }: { stories: readonly SiteStory[] }) {
  return (
    <section aria-labelledby="home-community" className="rounded-lg bg-[#eef2f6] px-4 py-6 sm:px-6 sm:py-8">
      <SectionHeading
        id="home-community"
        action={
          <Link href="/community" className="mb-1 shrink-0 text-sm font-bold text-brand underline-offset-4 hover:underline">
            View All<span className="sr-only"> community stories</span> <span aria-hidden="true">→</span>
          </Link>
        }
      >
        Community Spotlight
      </SectionHeading>
      <div className="grid gap-6 md:grid-cols-3">
        {stories.map((story) => (
          <Card
            key={story.href}
            href={story.href}
            title={story.title}
            image={{ src: story.image, alt: story.imageAlt, picture: story.picture }}
            summary={story.summary}
          />
        ))}
      </div>
    </section>
  );
}
