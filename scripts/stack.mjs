// `npm run stack [-- --instances N --port P --redis-port R]`: the production topology on loopback, on
// the existing build (`npm run build` first): the embedded PostgreSQL, Redis, N instances of
// `next start` (default 2) sharing their cache in Redis, and nginx in front on http://127.0.0.1:P
// (default 8080; the instances listen on P+1...). Ctrl-C stops everything. See scripts/lib/stack.mjs
// and README "Running in production".
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib/buildFreshness.mjs';
import { startStack } from './lib/stack.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const number = (name, fallback) => {
  const value = Number(opt(name, fallback));
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} expects a positive whole number.`);
    process.exit(2);
  }
  return value;
};
const instances = number('instances', 2);
const port = number('port', 8080);
const redisPort = number('redis-port', 6380);

if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}

let stack = null;
let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the stack...');
  await stack?.stop();
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

try {
  stack = await startStack({ instances, port, redisPort, log: (line) => console.log(line) });
} catch (error) {
  console.error(`The stack could not start: ${error.message}`);
  await stop(1);
}
if (!stopping) console.log(`\nDallas Local runs at ${stack.url} (${instances} instances behind nginx). Ctrl-C stops it.`);
