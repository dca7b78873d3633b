// Before a build or a start: apply the committed migrations and seed the starting content when the
// database has none (src/cms/cli/seed.ts --if-empty). With SEED_ALWAYS=1 (the e2e build of `npm test`)
// it seeds whatever is missing even in a database with content: the tests expect every seeded story,
// and an e2e database kept from earlier runs may predate a seeder.
import { runPayloadScript } from './payloadScript.mjs';

export async function prepareDatabase(databaseUrl, env = process.env) {
  // This runs before the build or the server starts, so no server of ours holds a page cache to expire.
  // Without PORT the seed's saves expire nothing (src/server/content/revalidation.ts, `ownOrigin`); with
  // it (`PORT=8080 npm start`) each save would call /api/revalidate on a server that is not up yet, and
  // the first start on a fresh machine would fail.
  const seedEnv = { ...env };
  delete seedEnv.PORT;
  delete seedEnv.__NEXT_PRIVATE_ORIGIN;
  const code = await runPayloadScript(databaseUrl, 'src/cms/cli/seed.ts', env.SEED_ALWAYS === '1' ? [] : ['--if-empty'], undefined, seedEnv);
  if (code !== 0) throw new Error(`preparing the database failed (exit code ${code})`);
}
