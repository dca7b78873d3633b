/**
 * Creates a newsroom account, or resets its password and role (and unlocks it). Run through
 * `payload run` (scripts/newsroom-user.mjs): a plain `node` import of the Lexical editor hangs.
 */
import config from '@payload-config';
import { getPayload } from 'payload';
import { getStore } from '@/server/db/client';
import { migrations } from '../migrations';
import { accountKey } from '../signInLimit';
import { withMigrationLock } from '../start';
import { parseUserAdd, passwordFromStdin } from './userArgs';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function fail(message: string): never {
  console.error(`Error: ${message}`);
  process.exit(1);
}

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) fail('DATABASE_URL is not set: the newsroom command line reaches the same PostgreSQL server as the site.');
const command = parseUserAdd(process.argv.slice(2));
if ('error' in command) fail(command.error);
const password = passwordFromStdin(await readStdin());
if (typeof password !== 'string') fail(password.error);

const payload = await getPayload({ config });
try {
  // The server applies migrations when it starts; the first account may come before the first start.
  // Payload types a migration's argument as `unknown`; the generated ones declare theirs.
  const all = migrations as unknown as NonNullable<Parameters<typeof payload.db.migrate>[0]>['migrations'];
  await withMigrationLock(databaseUrl, () => payload.db.migrate({ migrations: all }));
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: command.email } }, limit: 1 });
  const existing = docs[0];
  const data = { email: command.email, role: command.role, password };
  if (existing) await payload.update({ collection: 'users', id: existing.id, data });
  else await payload.create({ collection: 'users', data });
  // Unlocked: the failed sign-ins counted for the address are forgotten (../signInLimit.ts).
  await (await getStore()).clearRateLimit(accountKey(command.email));
  console.log(existing ? `Updated ${command.email}: role ${command.role}, new password, unlocked.` : `Created ${command.email} (${command.role}).`);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
} finally {
  await payload.destroy();
}
process.exit(0);
