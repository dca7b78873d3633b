// `node scripts/with-database.mjs <command> [args...]`: runs the command with DATABASE_URL pointing at
// the site's database (scripts/lib/database.mjs: DATABASE_URL as given, or the embedded server of
// DATA_DIR, started when it is not running). SIGINT and SIGTERM go to the command; once it has exited,
// an embedded server started here is stopped. Used by `npm run dev` and the e2e test servers.
import { spawn } from 'node:child_process';
import { ensureDatabase } from './lib/database.mjs';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('Usage: node scripts/with-database.mjs <command> [args...]');
  process.exit(2);
}

const database = await ensureDatabase();
const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, DATABASE_URL: database.url } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', async (code, signal) => {
  await database.stop();
  process.exit(code ?? (signal ? 1 : 0));
});
