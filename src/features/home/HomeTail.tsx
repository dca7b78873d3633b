import Link from 'next/link';
import type { ReactNode } from 'react';
import type { StoryCategory } from '@/content/schemas';
import { AdRow } from '@/features/ads/AdRow';
import { AroundDallas } from './AroundDallas';
import { FeaturedStory, type StoryTeaser } from './FeaturedStory';
import { homeAdBanners, homeRowPromotions } from './homeAds';
import { HomeSidebar } from './HomeSidebar';
import { LatestNews } from './LatestNews';

/** A small house promotion shown between the two banners of an ad row on wide screens. */
function HousePromo({ kicker, title, href, cta }: { kicker: string; title: string; href: string; cta: ReactNode }) {
  return (
    <div className="flex h-full flex-col justify-center rounded-md border-y-4 border-double border-ink bg-white p-4 text-center">
      <p className="text-[11px] font-bold uppercase tracking-widest text-accent">{kicker}</p>
      <p className="mt-1 font-serif text-lg font-bold leading-snug text-ink">{title}</p>
      <Link href={href} className="mt-2 text-sm font-bold text-brand underline underline-offset-4 hover:text-accent">
        {cta}
      </Link>
    </div>
  );
}

/** Home below the fold: the main column (featured, ads, Latest News, Around Dallas) and the sidebar. */
export function HomeTail({
  featured,
  latest,
  around,
  topics,
}: {
  featured: StoryTeaser | null;
  latest: readonly StoryTeaser[];
  around: readonly StoryTeaser[];
  topics: readonly StoryCategory[];
}) {
  return (
    <div className="grid grid-cols-1 gap-10 md:grid-cols-[minmax(0,1fr)_17rem] lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="flex min-w-0 flex-col gap-10">
        {featured ? <FeaturedStory story={featured} /> : null}
        <AdRow
          bannerIds={homeAdBanners.rows[0]}
          promotions={homeRowPromotions(homeAdBanners.rows[0])}
          middle={<HousePromo kicker="This week" title="What’s on around the city" href="/events" cta="See upcoming events" />}
        />
        <AdRow
          bannerIds={homeAdBanners.rows[1]}
          promotions={homeRowPromotions(homeAdBanners.rows[1])}
          middle={<HousePromo kicker="On air now" title="Dallas Local Radio, live all day" href="/radio" cta="Listen live" />}
        />
        <LatestNews stories={latest} />
        <AroundDallas stories={around} />
      </div>
      <HomeSidebar topics={topics} />
    </div>
  );
}
