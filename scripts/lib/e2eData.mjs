// The e2e test servers' data folders (their embedded PostgreSQL), apart from ./data. Shared by
// playwright.config.ts (the servers) and scripts/test.mjs (the builds, which read the same database so
// that prerendered pages match what the servers serve).
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The main test server's data folder: $E2E_DATA_DIR, else one per e2e port in the system's temp folder. */
export function e2eDataDirOf(env = process.env) {
  return env.E2E_DATA_DIR || path.join(tmpdir(), `dallas-local-e2e-data-${Number(env.E2E_PORT ?? 3100)}`);
}

/** The ad-client server's data folder (scripts/e2e-ads-server.mjs). */
export function e2eAdsDataDirOf(env = process.env) {
  return `${e2eDataDirOf(env)}-ads`;
}
