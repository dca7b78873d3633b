// `npm run newsroom -- reindex`: rebuilds the site search's index from the published content
// (src/cms/cli/reindex.ts through `payload run`), in the site's database (scripts/lib/database.mjs:
// DATABASE_URL when set, otherwise the embedded PostgreSQL of DATA_DIR, used as it runs or started for
// the moment). Safe to run while the site runs: each kind is replaced in one transaction.
import { ensureDatabase } from './lib/database.mjs';
import { runPayloadScript } from './lib/payloadScript.mjs';

export async function runReindexCommand() {
  const database = await ensureDatabase({ log: console.error });
  const code = await runPayloadScript(database.url, 'src/cms/cli/reindex.ts');
  await database.stop();
  process.exit(code);
}
