/**
 * Addresses of the third parties the site embeds or loads, in one place: the features use them and
 * the Content-Security-Policy is built from them.
 */

/** Embedded feed frames (News and Contact). */
export const feeds = {
  news: {
    title: 'Local News & Community',
    src: process.env.NEXT_PUBLIC_NEWS_FEED_URL ?? 'https://rss.app/embed/v1/wall/dallas-local-news',
    /** Where readers can see the feed when the frame cannot load. */
    fallbackHref: 'https://www.dallasnews.com/news/',
  },
  contact: {
    title: 'Local News & Community Feed',
    src: process.env.NEXT_PUBLIC_CONTACT_FEED_URL ?? 'https://rss.app/embed/v1/wall/dallas-local-community',
    fallbackHref: 'https://www.instagram.com/dallaslocalnews',
  },
} as const;

/** Book covers are served by this host (a local placeholder replaces a cover that fails). */
export const coverHost = 'https://covers.openlibrary.org';

/**
 * The ad network (Google AdSense-style `adsbygoogle`). No client id, no script: slots show house
 * placeholders and no request leaves for the network.
 */
export const adNetwork = {
  clientId: (process.env.NEXT_PUBLIC_ADS_CLIENT ?? '').trim(),
  scriptSrc: 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js',
  /** Hosts the network loads scripts, frames and images from (for the CSP). */
  hosts: [
    'https://pagead2.googlesyndication.com',
    'https://googleads.g.doubleclick.net',
    'https://tpc.googlesyndication.com',
    'https://www.google.com',
    'https://adservice.google.com',
    'https://ep1.adtrafficquality.google',
  ],
} as const;

/** The ad network's hosts the Content-Security-Policy must allow: none when no client is configured. */
export function adNetworkCspHosts(clientId: string = adNetwork.clientId): readonly string[] {
  return clientId ? adNetwork.hosts : [];
}

/**
 * The National Weather Service API (no key; it asks for a User-Agent that names the site). Our server
 * calls it for the News page's weather card; the browser only ever talks to our own `/api/weather`,
 * so the Content-Security-Policy does not name it. `WEATHER_API_URL` points it elsewhere (the tests'
 * local stub).
 */
export const weatherService = {
  baseUrl: () => (process.env.WEATHER_API_URL ?? 'https://api.weather.gov').replace(/\/+$/, ''),
  /** Downtown Dallas, for the forecast grid point. */
  point: '32.7767,-96.797',
  /** Dallas Love Field, for current conditions. */
  station: 'KDAL',
  userAgent: 'DallasLocal/1.0 (https://dallaslocal.news; newsroom@dallaslocal.news)',
  timeoutMs: 3000,
  cacheMs: 15 * 60 * 1000,
} as const;
