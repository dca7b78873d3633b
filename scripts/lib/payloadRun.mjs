// Runs one of the project's TypeScript scripts through Payload's command line (`payload run`, which
// loads the TypeScript config) against a database URL. On Node 20 `payload run` sometimes ends before
// the script has run (scripts/lib/unfinishedRun.mjs): such runs are tried again, up to 5 times.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { UNFINISHED_EXIT_CODE } from './unfinishedRun.mjs';

const MAX_ATTEMPTS = 5;
const root = path.join(import.meta.dirname, '..', '..');

function runOnce(databaseUrl, script, args, input) {
  const bin = path.join(root, 'node_modules', 'payload', 'bin.js');
  const preload = pathToFileURL(path.join(import.meta.dirname, 'unfinishedRun.mjs')).href;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, 'run', path.join(root, script), '--', ...args], {
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

/** Runs `script` (relative to the project) with `args`; resolves to its exit code. */
export async function runPayloadScript(databaseUrl, script, args = [], input = '') {
  let code = UNFINISHED_EXIT_CODE;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS && code === UNFINISHED_EXIT_CODE; attempt += 1) {
    code = await runOnce(databaseUrl, script, args, input);
    if (code === UNFINISHED_EXIT_CODE) console.error(`The command line stopped before it ran (attempt ${attempt} of ${MAX_ATTEMPTS}).`);
  }
  return code;
}
