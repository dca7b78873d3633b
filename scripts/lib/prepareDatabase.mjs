// Before a build or a start: apply the committed migrations and seed the starting content when the
// database has none (src/cms/cli/seed.ts --if-empty). With SEED_ALWAYS=1 (the e2e build of `npm test`)
// it seeds whatever is missing even in a database with content: the tests expect every seeded story,
// and an e2e database kept from earlier runs may predate a seeder.
import { runPayloadScript } from './payloadScript.mjs';

export async function prepareDatabase(databaseUrl, env = process.env) {
  const code = await runPayloadScript(databaseUrl, 'src/cms/cli/seed.ts', env.SEED_ALWAYS === '1' ? [] : ['--if-empty']);
  if (code !== 0) throw new Error(`preparing the database failed (exit code ${code})`);
}
