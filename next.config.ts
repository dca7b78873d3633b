import type { NextConfig } from 'next';
import { STREAM_SECURITY_HEADERS, securityHeaders, securityOptionsFromEnv } from './src/config/securityHeaders';
import { ACTION_BODY_LIMIT_BYTES } from './src/server/forms/limits';

/** Pages: shared caches keep a page 5 minutes, then may serve it stale for up to an hour while it regenerates. */
const EXPIRE_SECONDS = 3600;

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  compress: true,
  expireTime: EXPIRE_SECONDS,
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders(securityOptionsFromEnv()) },
      // The later entry wins for the same header: the stream gets its own, sandboxed policy.
      { source: '/api/stream', headers: [...STREAM_SECURITY_HEADERS] },
    ];
  },
  // A second build can live beside the default one (the e2e tests build the site with an ad client
  // into `.next-ads`, see docs/decisions/0006-ad-client-second-build.md).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // That second build is the same code: the default build and `tsc --noEmit` have type-checked it.
  typescript: { ignoreBuildErrors: Boolean(process.env.NEXT_DIST_DIR) },
  // Server Action bodies up to 1 MB are read, so that an over-long form comes back with its fields'
  // messages; the request guard answers a larger declared body with 413 (the JSON endpoints read 64 kB).
  experimental: { serverActions: { bodySizeLimit: ACTION_BODY_LIMIT_BYTES } },
};

export default nextConfig;
