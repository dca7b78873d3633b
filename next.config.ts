import type { NextConfig } from 'next';
import { securityHeaders, securityOptionsFromEnv } from './src/config/securityHeaders';

/** Pages: shared caches keep a page 5 minutes, then may serve it stale for up to an hour while it regenerates. */
const EXPIRE_SECONDS = 3600;

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  compress: true,
  expireTime: EXPIRE_SECONDS,
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders(securityOptionsFromEnv()) }];
  },
};

export default nextConfig;
