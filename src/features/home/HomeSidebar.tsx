import Link from 'next/link';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { SIDEBAR_STICKY_CLASS } from '@/config/constants';
import { site } from '@/config/site';
import type { StoryCategory } from '@/content/schemas';
import { categoryPath } from '@/lib/addresses';
import { AdSlot } from '@/features/ads/AdSlot';
import { NewsletterForm } from '@/features/newsletter/NewsletterForm';
import { homeAdBanners, homePromotions } from './homeAds';

const sponsor = site.partners.find((p) => p.name === 'Visit Dallas') ?? site.partners[0];

/**
 * Home's sidebar, sticky on wide screens: sponsored block, ad slots, daily updates, popular topics.
 * Stuck at SPEC.md's 24 units (6rem), or a rem below the header when that is taller (SIDEBAR_STICKY_CLASS),
 * so the first box stays clear of the header at any header height.
 */
export function HomeSidebar({ topics }: { topics: readonly StoryCategory[] }) {
  return (
    <aside aria-label="Sidebar" className={`flex flex-col gap-6 self-start md:pt-4 ${SIDEBAR_STICKY_CLASS}`}>
      <section aria-labelledby="home-sponsored" className="rounded-md border border-rule bg-white p-5 shadow-sm">
        <p className="text-[11px] font-bold uppercase tracking-widest text-muted">Sponsored</p>
        <h2 id="home-sponsored" className="mt-1 font-serif text-lg font-bold leading-snug text-ink">
          Plan a weekend in your own city
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-muted">
          Museums, live music, parks and neighborhood food guides from {sponsor.name}.
        </p>
        <ExternalLink href={sponsor.href} className="mt-3 inline-block text-sm font-bold text-brand underline underline-offset-4 hover:text-accent">
          Explore {sponsor.name}
        </ExternalLink>
      </section>

      <AdSlot
        bannerId={homeAdBanners.sidebar[0]}
        type="google"
        minHeight={250}
        promotion={homePromotions[homeAdBanners.sidebar[0]]}
      />

      <section aria-labelledby="home-updates" className="rounded-md bg-brand p-5 text-white shadow-sm">
        <h2 id="home-updates" className="font-serif text-xl font-bold">
          Get Daily Updates
        </h2>
        <p className="mb-4 mt-1 text-sm text-white/90">The day’s Dallas headlines in your inbox every morning.</p>
        <NewsletterForm source="home-daily-updates" tone="dark" />
      </section>

      {/* Editors may clear the topics (the front pages' Home tab): no empty box then. */}
      {topics.length > 0 ? (
        <nav aria-labelledby="home-topics" className="rounded-md border border-rule bg-white p-5 shadow-sm">
          <h2 id="home-topics" className="font-serif text-xl font-bold text-ink">
            Popular Topics
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {topics.map((topic) => (
              <li key={topic}>
                <Link
                  href={categoryPath(topic)}
                  className="inline-block rounded-full border border-rule bg-paper px-3 py-1.5 text-sm font-semibold text-ink hover:border-brand hover:bg-brand hover:text-white"
                >
                  {topic}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <AdSlot
        bannerId={homeAdBanners.sidebar[1]}
        type="default"
        minHeight={250}
        promotion={homePromotions[homeAdBanners.sidebar[1]]}
      />
    </aside>
  );
}
