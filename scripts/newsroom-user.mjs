// `npm run newsroom -- user add EMAIL --role admin|editor|contributor --password-stdin`: runs
// src/cms/cli/user.ts through Payload's command line (`payload run`), which loads the TypeScript config.
// Everything after `--` reaches the script untouched (Payload's own option parser would take `--role`).
import { spawn } from 'node:child_process';
import path from 'node:path';

export function runUserCommand(args) {
  const bin = path.join(import.meta.dirname, '..', 'node_modules', 'payload', 'bin.js');
  const child = spawn(process.execPath, [bin, 'run', path.join(import.meta.dirname, '..', 'src', 'cms', 'cli', 'user.ts'), '--', ...args], {
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: [process.env.NODE_OPTIONS, '--no-deprecation'].filter(Boolean).join(' ') },
  });
  child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
}
