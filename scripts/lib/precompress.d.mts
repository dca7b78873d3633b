/** Writes a Brotli copy (`.br`) beside each script and stylesheet of `<distDir>/static`. */
export function precompressStatic(distDir: string): Promise<{ files: number; ms: number }>;
