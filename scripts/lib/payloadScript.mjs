// Runs a TypeScript script of src/cms/cli/ through Payload's command line (`payload run`, which loads the
// TypeScript config; a plain `node` import of the Lexical editor hangs on Node 20), against the database
// at `databaseUrl`. Everything after `--` reaches the script untouched (Payload's own option parser would
// take options such as `--role`). Resolves with the script's exit code.
//
// Node 20 deadlocks, about one run in two, on the top-level await of the Lexical packages' `node` entry
// points (`const mod = await import('./X.dev.mjs' or './X.prod.mjs')`, in a cycle of modules that await
// each other): the import never settles and the process exits with an empty event loop. Their exports
// list a `production` condition before `node`, pointing straight at the built module with no top-level
// await, so `--conditions=production` resolves past the deadlock (100 of 100 imports here, against 17 of
// 40 without it). Runs that still end before the script could start (scripts/lib/unfinishedRun.mjs) are
// tried again.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
// The constant alone: importing unfinishedRun.mjs itself would install its exit handler here too.
import { UNFINISHED_EXIT_CODE } from './unfinishedExitCode.mjs';

const root = path.join(import.meta.dirname, '..', '..');
/** Runs that end before the script could start are tried again, this often. */
const MAX_ATTEMPTS = 5;

function runOnce(databaseUrl, script, args, input, env) {
  const bin = path.join(root, 'node_modules', 'payload', 'bin.js');
  const preload = pathToFileURL(path.join(import.meta.dirname, 'unfinishedRun.mjs')).href;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, 'run', path.join(root, script), '--', ...args], {
      cwd: root,
      stdio: ['pipe', 'inherit', 'inherit'],
      env: {
        ...env,
        DATABASE_URL: databaseUrl,
        NODE_OPTIONS: [process.env.NODE_OPTIONS, '--no-deprecation', '--conditions=production', `--import=${preload}`].filter(Boolean).join(' '),
      },
    });
    child.stdin.end(input);
    child.on('exit', (exitCode, signal) => resolve(signal ? 1 : (exitCode ?? 1)));
  });
}

/**
 * `script` is relative to the project, e.g. `src/cms/cli/seed.ts`; `input` goes to its standard input;
 * `env` is the script's environment (DATABASE_URL and NODE_OPTIONS are set on top of it).
 */
export async function runPayloadScript(databaseUrl, script, args = [], input = Buffer.alloc(0), env = process.env) {
  let code = UNFINISHED_EXIT_CODE;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS && code === UNFINISHED_EXIT_CODE; attempt += 1) {
    code = await runOnce(databaseUrl, script, args, input, env);
    if (code === UNFINISHED_EXIT_CODE) console.error(`The command line stopped before it ran (attempt ${attempt} of ${MAX_ATTEMPTS}).`);
  }
  return code;
}
