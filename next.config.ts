import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // A second build can live beside the default one (the e2e tests build the site with an ad client
  // into `.next-ads`, see docs/decisions/0003-ad-client-second-build.md).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // That second build is the same code: the default build and `tsc --noEmit` have type-checked it.
  typescript: { ignoreBuildErrors: Boolean(process.env.NEXT_DIST_DIR) },
};

export default nextConfig;
