// `npm run newsroom -- user add EMAIL --role admin|editor|contributor --password-stdin`: runs
// src/cms/cli/user.ts through Payload's command line (scripts/lib/payloadScript.mjs) against the site's
// database (scripts/lib/database.mjs: DATABASE_URL when set, otherwise the embedded PostgreSQL of
// DATA_DIR, used as it runs or started for the moment).
import { ensureDatabase } from './lib/database.mjs';
import { runPayloadScript } from './lib/payloadScript.mjs';

async function readStdin() {
  if (process.stdin.isTTY) return Buffer.alloc(0); // the script reports the missing password
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return Buffer.concat(chunks);
}

export async function runUserCommand(args) {
  // Read once, since a second attempt needs the same password.
  const input = await readStdin();
  // Messages go to stderr: stdout says what was done.
  const database = await ensureDatabase({ log: console.error });
  const code = await runPayloadScript(database.url, 'src/cms/cli/user.ts', args, input);
  await database.stop();
  process.exit(code);
}
