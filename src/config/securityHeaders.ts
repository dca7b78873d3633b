/**
 * The security headers every response carries, built from the same third-party configuration the
 * features use (src/config/thirdParty.ts), so that a host is allowed exactly when it is used.
 */
import { adNetworkCspHosts, coverHost, feeds } from './thirdParty';

export type SecurityOptions = {
  /** The ad network is configured (a client id is set): its hosts are allowed. */
  adsEnabled: boolean;
  /** The site is served over HTTPS: send HSTS and upgrade insecure requests. */
  https: boolean;
  /** Origins of the embedded feed frames. */
  feedOrigins: readonly string[];
  /** Origin of the book cover images. */
  coverOrigin: string;
  /** Hosts of the ad network. */
  adHosts: readonly string[];
};

function origin(url: string): string {
  return new URL(url).origin;
}

/** Options read from the environment and the third-party configuration. */
export function securityOptionsFromEnv(env: Record<string, string | undefined> = process.env): SecurityOptions {
  return {
    adsEnabled: adNetworkCspHosts().length > 0,
    https: (env.SITE_ORIGIN ?? '').startsWith('https://'),
    feedOrigins: [...new Set([origin(feeds.news.src), origin(feeds.contact.src)])],
    coverOrigin: origin(coverHost),
    adHosts: adNetworkCspHosts(),
  };
}

/**
 * The Content-Security-Policy. Each source, and why it is there:
 * - default-src 'self': anything not listed below comes from our own origin only.
 * - script-src 'self' 'unsafe-inline': our scripts, plus the inline scripts Next.js writes into
 *   statically prerendered pages (the React Server Components payload). A nonce would need every
 *   page to be rendered per request, which would give up static rendering; hashes change with every
 *   build and page. The ad network's hosts only when ads are configured.
 * - style-src 'self' 'unsafe-inline': our stylesheet, plus React `style` attributes (reserved sizes).
 * - img-src 'self' data: cover host: our images, tiny inline images, book covers; ad hosts when on.
 * - font-src 'self': no third-party fonts.
 * - connect-src 'self' feed hosts: our own API; the check that a feed frame's host answers.
 * - media-src 'self': the radio stream is proxied through our own /api/stream.
 * - frame-src feed hosts: the embedded feeds; ad hosts when on (ads render in frames).
 * - object-src 'none'; base-uri 'self'; form-action 'self': no plugins, no base hijack, forms post
 *   only to us.
 * - frame-ancestors 'none': nobody may frame our pages (clickjacking).
 * - upgrade-insecure-requests: only when served over HTTPS.
 */
export function contentSecurityPolicy(o: SecurityOptions): string {
  const ads = o.adsEnabled ? o.adHosts : [];
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...ads],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', o.coverOrigin, ...ads],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...o.feedOrigins, ...ads],
    'media-src': ["'self'"],
    'frame-src': [...o.feedOrigins, ...ads],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  const parts = Object.entries(directives).map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`);
  if (o.https) parts.push('upgrade-insecure-requests');
  return parts.join('; ');
}

/** All security headers, as `next.config.ts` `headers()` wants them. */
export function securityHeaders(o: SecurityOptions): { key: string; value: string }[] {
  const headers = [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(o) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value:
        'camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=(), interest-cohort=(), browsing-topics=()',
    },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
  ];
  if (o.https) headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' });
  return headers;
}

/**
 * The admin's CSP (Payload at /admin): the public policy's rules, plus what the admin's own screens
 * use: `blob:` images and media (previews of a photo before it is uploaded) and `blob:` workers.
 * The admin is never framed and loads nothing from third parties.
 */
export function adminContentSecurityPolicy(o: SecurityOptions): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  const parts = Object.entries(directives).map(([name, sources]) => `${name} ${sources.join(' ')}`);
  if (o.https) parts.push('upgrade-insecure-requests');
  return parts.join('; ');
}

/** Nothing the admin or its API answers is kept by a browser or a shared cache. */
const noStore = { key: 'Cache-Control', value: 'no-store' };
/** Admin screens stay out of search engines. */
const noIndex = { key: 'X-Robots-Tag', value: 'noindex, nofollow' };

/** Headers of the admin's pages, on top of `securityHeaders` (same keys replace theirs). */
export function adminHeaders(o: SecurityOptions): { key: string; value: string }[] {
  return [{ key: 'Content-Security-Policy', value: adminContentSecurityPolicy(o) }, noStore, noIndex];
}

/** Headers of Payload's REST API responses. */
export function payloadApiHeaders(): { key: string; value: string }[] {
  return [noStore, noIndex];
}

/**
 * Extra headers of the radio stream (`/api/stream`), which carries whatever bytes the upstream sends:
 * never sniffed, and if ever opened as a document, a sandboxed one with nothing allowed to load.
 * `next.config.ts` sets them after the site-wide headers so that this policy replaces the site's.
 */
export const STREAM_SECURITY_HEADERS = [
  { key: 'Content-Security-Policy', value: "sandbox; default-src 'none'; frame-ancestors 'none'" },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
] as const;
