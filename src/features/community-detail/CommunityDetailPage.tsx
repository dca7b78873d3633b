import Link from 'next/link';
import { Container } from '@/components/ui/Container';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { ArtImage } from '@/components/ui/ArtImage';
import { PHOTO_SIZES } from '@/components/ui/photoSizes';
import type { Picture } from '@/cms/mediaSources';
import { SectionHeading } from '@/components/ui/SectionHeading';
import type { CommunityEvent, Resource } from '@/content/schemas';
import { Breadcrumbs } from '@/features/article/Breadcrumbs';
import { EventDates, EventTimes } from '@/features/events/EventCard';
import { EventDescription } from '@/features/events/EventDescription';
import { eventTimeRange } from '@/features/events/eventTimes';
import type { Crumb } from '@/features/seo/jsonLd';

type Fact = { label: string; value: string };

/**
 * A community group's or initiative's page: image, description, key facts, its website (new tab),
 * the longer text, and the events and resources related to it.
 */
export function CommunityDetailPage({
  kind,
  name,
  description,
  image,
  facts,
  website,
  details,
  events,
  resources,
  crumbs,
}: {
  kind: 'Community group' | 'Initiative';
  name: string;
  description: string;
  image: { src: string; alt: string; picture?: Picture };
  facts: readonly Fact[];
  website: string;
  details: readonly string[];
  events: readonly CommunityEvent[];
  resources: readonly Resource[];
  crumbs: readonly Crumb[];
}) {
  return (
    <Container className="py-8 sm:py-10">
      <Breadcrumbs crumbs={crumbs} />
      <article>
        <header className="max-w-3xl">
          <p className="text-sm font-bold uppercase tracking-wider text-accent">{kind}</p>
          <h1 className="mt-2 font-serif text-3xl font-bold leading-tight tracking-tight text-ink sm:text-5xl">{name}</h1>
          <p className="mt-4 text-lg leading-relaxed text-muted sm:text-xl">{description}</p>
        </header>
        <div className="mt-8 lg:grid lg:grid-cols-[minmax(0,1fr)_320px] lg:gap-x-12">
          <ArtImage
            src={image.src}
            alt={image.alt}
            picture={image.picture}
            sizes={PHOTO_SIZES.article}
            priority
            className="aspect-video w-full rounded-md bg-rule object-cover lg:col-start-1 lg:row-start-1"
          />
          <aside
            aria-labelledby="facts-heading"
            className="mt-8 self-start rounded-md border border-rule bg-white p-5 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-0"
          >
            <h2 id="facts-heading" className="font-serif text-xl font-bold text-ink">
              At a glance
            </h2>
            <dl className="mt-3 space-y-3 text-sm">
              {facts.map((f) => (
                <div key={f.label}>
                  <dt className="font-semibold text-muted">{f.label}</dt>
                  <dd className="text-ink">{f.value}</dd>
                </div>
              ))}
            </dl>
            <ExternalLink
              href={website}
              className="mt-5 inline-flex min-h-11 items-center rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark"
            >
              Visit the website
            </ExternalLink>
          </aside>
          <div className="mt-8 max-w-3xl space-y-5 font-serif text-lg leading-8 text-ink lg:col-start-1 lg:row-start-2">
            {details.map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
          </div>
        </div>
      </article>
      {events.length > 0 ? (
        <section aria-labelledby="related-events" className="mt-14">
          <SectionHeading
            id="related-events"
            action={
              <Link href="/events" className="text-sm font-semibold text-brand underline-offset-4 hover:underline">
                All events
              </Link>
            }
          >
            Related events
          </SectionHeading>
          <ul className="grid gap-4 md:grid-cols-2">
            {events.map((e) => (
              <li key={e.id} className="rounded-md border border-rule bg-white p-4">
                <p className="text-xs font-bold uppercase tracking-wider text-accent">{e.category}</p>
                <h3 className="mt-1 font-serif text-lg font-bold text-ink">{e.title}</h3>
                <p className="mt-1 text-sm text-ink">
                  {/* An event that ends on another day names its days with its times. */}
                  {eventTimeRange(e) ? (
                    <EventTimes event={e} />
                  ) : (
                    <>
                      <EventDates event={e} />, {e.time}
                    </>
                  )}
                </p>
                <p className="text-sm text-muted">{e.location}</p>
                <EventDescription text={e.description} className="mt-2 space-y-2 text-sm leading-relaxed text-muted" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {resources.length > 0 ? (
        <section aria-labelledby="related-resources" className="mt-14">
          <SectionHeading id="related-resources">Related resources</SectionHeading>
          <ul className="grid gap-4 md:grid-cols-2">
            {resources.map((r) => (
              <li key={r.id} className="rounded-md border border-rule bg-white p-4">
                <p className="text-xs font-bold uppercase tracking-wider text-accent">{r.category}</p>
                <h3 className="mt-1 font-serif text-lg font-bold text-ink">
                  <ExternalLink href={r.website} className="underline-offset-4 hover:underline">
                    {r.title}
                  </ExternalLink>
                </h3>
                <p className="mt-2 text-sm leading-relaxed text-muted">{r.description}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Container>
  );
}
