/**
 * Business constants of SPEC.md section 9, each named once. Sizes given in SPEC.md "units" are
 * Tailwind spacing units (1 unit = 0.25 rem); their class names live here too so that Tailwind's
 * scanner sees them as whole strings.
 */

/** Hero slider: one slide every 5 s. */
export const SLIDER_INTERVAL_MS = 5000;
/** Hero slider height in px (at the browser's default text size; it grows with a larger one). */
export const HERO_HEIGHT_PX = 500;

/** Donation popup opens this long after load. */
export const DONATION_POPUP_DELAY_MS = 30_000;
/** localStorage key remembering that the reader has dismissed or used the popup. */
export const DONATION_POPUP_STORAGE_KEY = 'donationPopupSeen';

/** Below this width (px) the header collapses into the menu toggle (Tailwind `md`). */
export const MOBILE_BREAKPOINT_PX = 768;

/**
 * Sidebar sticky offset: 24 units (6rem), or a rem below the sticky header when the header is taller
 * (it is 151 px between 768 and 895 px wide, more with a large default text size). `--header-height`
 * is the header's measured height in px (src/features/layout/headerHeight.ts); before scripts, 6rem.
 */
export const SIDEBAR_STICKY_CLASS = 'md:sticky md:top-[max(6rem,calc(var(--header-height,0px)+1rem))]';

/** Ad types and their placeholder heights (SPEC.md: google 60 units, buddhatv 72, dunamis 24, default 40). */
export const AD_TYPES = ['google', 'buddhatv', 'dunamis', 'default'] as const;
export type AdType = (typeof AD_TYPES)[number];
export const AD_PLACEHOLDER_CLASS: Record<AdType, string> = {
  google: 'h-60',
  buddhatv: 'h-72',
  dunamis: 'h-24',
  default: 'h-40',
};
/** Ad slot minimum heights in px. */
export const AD_MIN_HEIGHTS = [250, 600] as const;
export type AdMinHeight = (typeof AD_MIN_HEIGHTS)[number];

/** Event categories (SPEC.md section 9, without 'All'). */
export const EVENT_CATEGORIES = [
  'Arts',
  'Community',
  'Business',
  'Food',
  'Technology',
  'Sports',
  'Government',
  'Entertainment',
] as const;
/** Event filter categories, 'All' first. Matching is case-insensitive. */
export const EVENT_FILTER_CATEGORIES = ['All', ...EVENT_CATEGORIES] as const;
/** date-fns patterns. */
export const EVENT_DATE_FORMAT = 'MMMM d, yyyy';
export const CALENDAR_HEADER_FORMAT = 'MMMM yyyy';
/** Dallas' time zone, for calendars and structured data. */
export const SITE_TIME_ZONE = 'America/Chicago';

/** News sidebar. */
export const TOP_STORIES_COUNT = 5;
/** Home: how many news cards the top grid shows (SPEC.md: a grid of 6). */
export const HOME_GRID_SIZE = 6;
/** Home: how many community cards the Spotlight shows (SPEC.md: 3). */
export const SPOTLIGHT_SIZE = 3;
/** Embedded feed frames are 800 px high. */
export const FEED_FRAME_HEIGHT_PX = 800;

/** Radio. */
export const RADIO_DEFAULT_VOLUME = 0.9;
export const RADIO_VOLUME_MIN = 0;
export const RADIO_VOLUME_MAX = 1;
export const RADIO_VOLUME_STEP = 0.01;
export const RADIO_STREAM_PORT = 8076;

/** Office hours. */
export const OFFICE_HOURS = {
  weekdays: 'Monday - Friday',
  hours: '9:00 AM - 5:00 PM',
  closed: 'Saturday - Sunday',
} as const;
