import { withPayload } from '@payloadcms/next/withPayload';
import type { NextConfig } from 'next';
import path from 'node:path';
import { PAGE_EXPIRE_SECONDS } from './src/config/caching';
import { STREAM_SECURITY_HEADERS, adminHeaders, payloadApiHeaders, securityHeaders, securityOptionsFromEnv } from './src/config/securityHeaders';
import { EVENT_SUBMISSION_BODY_LIMIT_BYTES } from './src/server/forms/limits';

/**
 * Payload's REST API: everything under /api/ except our own route handlers (src/app/api/) and the
 * uploaded photos' files (`/api/media/file/...`), which readers' pages show and browsers should keep
 * (src/cms/collections/Media.ts sets their Cache-Control).
 */
const PAYLOAD_API_SOURCE = '/api/:path((?!contact$|newsletter$|radio/|stream$|weather$|media/file/).*)';

/** The memory a server keeps rendered pages and cached data in (without Redis): room for every page of the site several times over. */
const PAGE_CACHE_MEMORY_BYTES = 256 * 1024 * 1024;

/**
 * An author page's `?page=N` is rendered by its route at `/authors/{slug}/{N}`: the page number is a
 * path segment there, so every page is prerendered and cached like the site's other pages (reading
 * `?page=` would render it for every request). A value that is not a page number goes to
 * `/authors/{slug}/0`, which answers 404; the inner form asked for directly is sent to the public one.
 * (Rewrites here, not in the proxy: Next.js sends a proxy's rewrite out over the network when the
 * server listens on 127.0.0.1, vercel/next.js#94745.)
 */
const AUTHOR_PAGE_REWRITES = [
  { source: '/authors/:slug', has: [{ type: 'query' as const, key: 'page', value: '(?<page>[1-9]\\d{0,4})' }], destination: '/authors/:slug/:page' },
  { source: '/authors/:slug', has: [{ type: 'query' as const, key: 'page' }], destination: '/authors/:slug/0' },
];
const AUTHOR_PAGE_REDIRECTS = [{ source: '/authors/:slug/:page([1-9]\\d{0,4})', destination: '/authors/:slug?page=:page', permanent: true }];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  rewrites: async () => AUTHOR_PAGE_REWRITES,
  redirects: async () => AUTHOR_PAGE_REDIRECTS,
  // Mail is rendered with React Email (react-dom/server inside) and sent with nodemailer: loaded from
  // node_modules at run time rather than bundled into the React Server Components layer.
  serverExternalPackages: ['@react-email/render', '@react-email/components', 'nodemailer'],
  reactStrictMode: true,
  // The server compresses with Brotli or gzip itself, before Next.js sees a request (src/server/http/compression.ts).
  compress: false,
  // Pages: shared caches keep a page 5 minutes, then may serve it stale for up to an hour while it regenerates.
  expireTime: PAGE_EXPIRE_SECONDS,
  async headers() {
    const options = securityOptionsFromEnv();
    // Later entries win for the same header: the admin gets its own CSP, never the public pages, and the
    // stream its own, sandboxed policy.
    return [
      { source: '/:path*', headers: securityHeaders(options) },
      { source: '/admin/:path*', headers: adminHeaders(options) },
      { source: PAYLOAD_API_SOURCE, headers: payloadApiHeaders() },
      { source: '/api/stream', headers: [...STREAM_SECURITY_HEADERS] },
    ];
  },
  // A second build can live beside the default one (the e2e tests build the site with an ad client
  // into `.next-ads`, see docs/decisions/0006-ad-client-second-build.md).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // That second build is the same code: the default build and `tsc --noEmit` have type-checked it.
  // `npm test` runs `tsc --noEmit` before it builds, and says so with TYPES_CHECKED=1.
  typescript: { ignoreBuildErrors: Boolean(process.env.NEXT_DIST_DIR) || process.env.TYPES_CHECKED === '1' },
  // Server Action bodies up to 1 MB are read, so that an over-long form comes back with its fields'
  // messages; the request guard answers a larger declared body with 413 (the JSON endpoints read 64 kB).
  // The event submission form (/events/submit) carries a photo: Next.js reads up to its 11 MB, and the
  // request guard holds every other address, the admin's own Server Actions included, to 1 MB.
  // The site and the admin have separate root layouts; unmatched addresses get the site's 404 page.
  // Turbopack keeps a compile cache in the build folder, which speeds up the next build of a changed
  // tree; a one-off build (CI on a fresh clone) only pays for writing it: NEXT_BUILD_CACHE=off.
  experimental: {
    serverActions: { bodySizeLimit: EVENT_SUBMISSION_BODY_LIMIT_BYTES },
    globalNotFound: true,
    turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== 'off',
    // Pages rendered while the server runs are kept in memory (cacheMaxMemorySize, least recently used
    // first out), not written to disk: a page that renders unknown addresses on demand caches its 404 as
    // well, so every address anyone makes up (`/news/anything`) would add files without bound. The
    // build's prerendered pages are read from disk as before. Decision 0038.
    isrFlushToDisk: false,
  },
  // Several instances share one cache in Redis when REDIS_URL is set (read when the server starts, so
  // one build serves with or without it); without it, each instance keeps Next.js's own cache.
  // See docs/decisions/0020-production-topology.md.
  ...(process.env.REDIS_URL
    ? { cacheHandler: path.join(process.cwd(), 'src/server/cache/redisCacheHandler.mjs'), cacheMaxMemorySize: 0 }
    : { cacheMaxMemorySize: PAGE_CACHE_MEMORY_BYTES }),
};

/**
 * Payload's wrapper adds client-hint headers (`Accept-CH`, `Critical-CH`, `Vary`) for the admin's color
 * scheme to every address; `Critical-CH` makes Chromium repeat a navigation, so they are kept to the admin.
 */
function adminOnlyClientHints(config: NextConfig): NextConfig {
  const headers = config.headers;
  if (!headers) return config;
  return {
    ...config,
    async headers() {
      return (await headers()).map((rule) =>
        rule.headers.some((h) => h.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule,
      );
    },
  };
}

export default adminOnlyClientHints(withPayload(nextConfig, { devBundleServerPackages: false }));
