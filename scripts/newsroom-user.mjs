// `npm run newsroom -- user add EMAIL --role admin|editor|contributor --password-stdin`: runs
// src/cms/cli/user.ts through Payload's command line (`payload run`), which loads the TypeScript config,
// against the site's database (scripts/lib/database.mjs: DATABASE_URL when set, otherwise the embedded
// PostgreSQL of DATA_DIR, used as it runs or started for the moment).
// Everything after `--` reaches the script untouched (Payload's own option parser would take `--role`).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureDatabase } from './lib/database.mjs';
import { UNFINISHED_EXIT_CODE } from './lib/unfinishedRun.mjs';

/** Runs that end before the script could start (scripts/lib/unfinishedRun.mjs) are tried again, this often. */
const MAX_ATTEMPTS = 5;

function runOnce(databaseUrl, args, input) {
  const bin = path.join(import.meta.dirname, '..', 'node_modules', 'payload', 'bin.js');
  const script = path.join(import.meta.dirname, '..', 'src', 'cms', 'cli', 'user.ts');
  const preload = pathToFileURL(path.join(import.meta.dirname, 'lib', 'unfinishedRun.mjs')).href;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, 'run', script, '--', ...args], {
      stdio: ['pipe', 'inherit', 'inherit'],
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        NODE_OPTIONS: [process.env.NODE_OPTIONS, '--no-deprecation', `--import=${preload}`].filter(Boolean).join(' '),
      },
    });
    child.stdin.end(input);
    child.on('exit', (exitCode, signal) => resolve(signal ? 1 : (exitCode ?? 1)));
  });
}

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
  let code = UNFINISHED_EXIT_CODE;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS && code === UNFINISHED_EXIT_CODE; attempt += 1) {
    code = await runOnce(database.url, args, input);
    if (code === UNFINISHED_EXIT_CODE) console.error(`The command line stopped before it ran (attempt ${attempt} of ${MAX_ATTEMPTS}).`);
  }
  await database.stop();
  process.exit(code);
}
