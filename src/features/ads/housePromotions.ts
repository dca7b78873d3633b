import { site } from '@/config/site';

/**
 * The site's own offers, shown in ad slots instead of grey boxes: with no ad network configured, and
 * wherever the network leaves a slot unfilled. Each is drawn like a real ad of its slot's size
 * (HousePromotion.tsx). A page never shows the same offer twice: `assignHousePromotions` gives the
 * slots of one page distinct offers, starting at a place that depends on the page's slots, so that
 * readers see the offers rotate from page to page.
 */
export const HOUSE_PROMOTION_IDS = [
  'newsletter',
  'radio',
  'events',
  'donate',
  'advertise',
  'tips',
  'books',
  'community',
  'about',
  'submitEvent',
] as const;
export type HousePromotionId = (typeof HOUSE_PROMOTION_IDS)[number];

export type HousePromotion = {
  id: HousePromotionId;
  /** Small line above the headline, like an ad's brand line. */
  kicker: string;
  headline: string;
  text: string;
  /** The link's text: unique on a page, since a page never shows an offer twice. */
  cta: string;
  href: string;
  /** Opens another site (in a new tab). */
  external?: boolean;
  /** The ad's color scheme. */
  tone: 'brand' | 'accent' | 'ink' | 'paper' | 'gold';
};

export const HOUSE_PROMOTIONS: Readonly<Record<HousePromotionId, HousePromotion>> = {
  newsletter: {
    id: 'newsletter',
    kicker: 'Free every morning',
    headline: 'The day’s Dallas headlines in your inbox',
    text: 'One short email every morning: city hall, schools, traffic and what’s on tonight.',
    cta: 'Get the newsletter',
    href: '/newsletter',
    tone: 'brand',
  },
  radio: {
    id: 'radio',
    kicker: `${site.name} Radio`,
    headline: 'Local voices, live all day',
    text: 'Dallas news, music and conversation, streaming live. Keeps playing while you read.',
    cta: 'Listen live',
    href: '/radio',
    tone: 'ink',
  },
  events: {
    id: 'events',
    kicker: 'This week in Dallas',
    headline: 'Concerts, markets and meetups near you',
    text: 'The community calendar, filtered by day and by what you love.',
    cta: 'See upcoming events',
    href: '/events',
    tone: 'gold',
  },
  donate: {
    id: 'donate',
    kicker: 'Help your neighbors',
    headline: 'Help put meals on North Texas tables',
    text: `Our readers’ appeal for ${site.charity.name}. Give once or every month.`,
    cta: 'Donate now',
    href: site.charity.href,
    external: true,
    tone: 'accent',
  },
  advertise: {
    id: 'advertise',
    kicker: 'Your business here',
    headline: 'Reach Dallas readers where they read',
    text: 'Banners, newsletter spots and radio mentions for local businesses of every size.',
    cta: 'Advertise with us',
    href: '/contact',
    tone: 'paper',
  },
  tips: {
    id: 'tips',
    kicker: 'Seen something?',
    headline: 'Tell our newsroom what Dallas should know',
    text: 'A reporter reads every tip, and we protect our sources.',
    cta: 'Send us a tip',
    href: '/contact',
    tone: 'brand',
  },
  books: {
    id: 'books',
    kicker: 'Our reading list',
    headline: 'Books about Texas, cities and the news',
    text: 'History, fiction and civic life, picked by our reporters and editors.',
    cta: 'Browse the reading list',
    href: '/books',
    tone: 'paper',
  },
  community: {
    id: 'community',
    kicker: 'Neighbors helping neighbors',
    headline: 'Find a group, a clinic or a class near you',
    text: 'Community groups, initiatives and resources across every part of the city.',
    cta: 'Explore the community',
    href: '/community',
    tone: 'gold',
  },
  about: {
    id: 'about',
    kicker: `Independent since ${site.foundedYear}`,
    headline: 'Meet the people behind your local news',
    text: 'Who we are, what we stand for, and how to join the team.',
    cta: 'Meet our newsroom',
    href: '/about',
    tone: 'ink',
  },
  submitEvent: {
    id: 'submitEvent',
    kicker: 'Hosting something?',
    headline: 'Put your event on the Dallas calendar',
    text: 'Free listings for neighborhood events, concerts, classes and fundraisers.',
    cta: 'Add your event',
    href: '/events#submit-event-title',
    tone: 'accent',
  },
};

/**
 * The footer's wide strip is part of the layout, shared by every page (and kept across client-side
 * navigation), so it shows one fixed offer that no page's own slots show.
 */
export const FOOTER_PROMOTION: HousePromotionId = 'donate';

/** A small stable hash of a string (FNV-1a, 32 bits). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * The offers for the ad slots of one page, by banner id: all different, none of them the footer's or
 * one of `exclude` (offers the page already makes in other ways). Deterministic: the same slots get
 * the same offers; the first offer depends on the slots, so offers rotate between pages.
 * Throws when a page has more slots than offers (caught by the unit tests of the site's pages).
 */
export function assignHousePromotions(
  bannerIds: readonly string[],
  exclude: readonly HousePromotionId[] = [],
): Record<string, HousePromotion> {
  const pool = HOUSE_PROMOTION_IDS.filter((id) => id !== FOOTER_PROMOTION && !exclude.includes(id));
  if (new Set(bannerIds).size !== bannerIds.length) throw new Error('banner ids on a page must be unique');
  if (bannerIds.length > pool.length) {
    throw new Error(`${bannerIds.length} ad slots but only ${pool.length} house promotions for them`);
  }
  const start = hash(bannerIds.join('|')) % pool.length;
  return Object.fromEntries(
    bannerIds.map((bannerId, i) => [bannerId, HOUSE_PROMOTIONS[pool[(start + i) % pool.length]!]]),
  );
}

/** The offer of a page's only slot (or of the footer's strip). */
export function housePromotionFor(bannerId: string, exclude: readonly HousePromotionId[] = []): HousePromotion {
  return assignHousePromotions([bannerId], exclude)[bannerId]!;
}
