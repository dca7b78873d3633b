import type { NextConfig } from 'next';
import { MAX_BODY_BYTES } from './src/server/forms/limits';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // PGlite loads its WebAssembly and data files next to its own module: keep it out of the bundle.
  serverExternalPackages: ['@electric-sql/pglite'],
  // The forms' Server Actions refuse request bodies over 16 kB (the JSON endpoints check it themselves).
  experimental: { serverActions: { bodySizeLimit: MAX_BODY_BYTES } },
};

export default nextConfig;
