/**
 * How long caches in front of the site (a CDN, nginx) may keep what it serves. Next.js writes a page's
 * Cache-Control from these two numbers; answers the site builds by hand (the RSS feeds) send the same.
 */

/**
 * Pages regenerate at most every 5 minutes. (`revalidate` in src/app/(site)/layout.tsx must be written
 * there as a literal, which Next.js reads at build time: keep it equal to this.)
 */
export const PAGE_REVALIDATE_SECONDS = 300;

/** After those 5 minutes a shared cache may serve a page stale, up to an hour in all, while it regenerates (next.config.ts `expireTime`). */
export const PAGE_EXPIRE_SECONDS = 3600;

/** The Cache-Control Next.js sends with a page: `s-maxage=300, stale-while-revalidate=3300`. */
export const PAGE_CACHE_CONTROL = `s-maxage=${PAGE_REVALIDATE_SECONDS}, stale-while-revalidate=${PAGE_EXPIRE_SECONDS - PAGE_REVALIDATE_SECONDS}`;
