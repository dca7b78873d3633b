// Before a build or a start: apply the committed migrations and seed the starting content when the
// database has none (src/cms/cli/seed.ts --if-empty).
import { runPayloadScript } from './payloadScript.mjs';

export async function prepareDatabase(databaseUrl) {
  const code = await runPayloadScript(databaseUrl, 'src/cms/cli/seed.ts', ['--if-empty']);
  if (code !== 0) throw new Error(`preparing the database failed (exit code ${code})`);
}
