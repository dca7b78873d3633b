// Shared by `npm run inbox` and `npm run subscribers`: reads the form data from the site's database,
// the same server the site uses (scripts/lib/database.mjs): DATABASE_URL when set, otherwise the
// embedded PostgreSQL of DATA_DIR (default ./data), used as it runs under `npm start`, or started for
// the moment and stopped again when no server is running.
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { ensureDatabase } from './lib/database.mjs';
import { printable as printableText } from './lib/printable.mjs';

const queries = {
  messages: `SELECT id, first_name AS "firstName", last_name AS "lastName", email, phone, subject, message,
      created_at AS "createdAt" FROM contact_messages ORDER BY created_at DESC, id DESC LIMIT $1`,
  // The messages with their story-tip status (Payload's `tips`, once the site has migrated to it).
  messagesWithTips: `SELECT m.id, m.first_name AS "firstName", m.last_name AS "lastName", m.email, m.phone, m.subject,
      m.message, m.created_at AS "createdAt", t.status AS "tipStatus", t.note AS "tipNote",
      coalesce(nullif(u.name, ''), u.email) AS "tipAssignee"
      FROM contact_messages m LEFT JOIN payload.tips t ON t.contact_message = m.id LEFT JOIN payload.users u ON u.id = t.assignee_id
      ORDER BY m.created_at DESC, m.id DESC LIMIT $1`,
  // The status (pending, confirmed, unsubscribed, bouncing) through to_jsonb: a database the site has
  // not migrated to the newsletter's columns yet still reads.
  subscribers: `SELECT id, email, source, created_at AS "createdAt", coalesce(to_jsonb(subscribers)->>'status', 'pending') AS status
      FROM subscribers ORDER BY created_at, id`,
  outbox: `SELECT id, kind, to_address AS "to", reply_to AS "replyTo", subject, text, status, attempts,
      last_error AS "lastError", created_at AS "createdAt", sent_at AS "sentAt"
      FROM mail_queue WHERE status <> 'sent' ORDER BY id DESC LIMIT $1`,
};

/** A message row with its story tip as `tip` (status, assignee, note), or `tip: null` for other messages. */
function withTip({ tipStatus, tipAssignee, tipNote, ...message }) {
  return { ...message, tip: tipStatus ? { status: tipStatus, assignee: tipAssignee ?? null, note: tipNote ?? null } : null };
}

/**
 * The rows of `list` ('messages' or 'outbox', newest first, at most `limit`; or 'subscribers', oldest
 * first). The outbox is every queued message not (yet) accepted by an SMTP server: without SMTP_URL,
 * all mail ends there.
 */
export async function readList(list, limit = 20) {
  // Messages go to stderr: stdout may be a CSV or JSON export.
  const database = await ensureDatabase({ create: false, log: console.error });
  if (!database) return []; // no database yet: nothing was ever submitted
  try {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const tables = await client.query(`SELECT to_regclass('public.subscribers') AS t`);
      if (!tables.rows[0]?.t) return []; // the site has not migrated this database yet
      if (list === 'outbox' && !(await client.query(`SELECT to_regclass('public.mail_queue') AS t`)).rows[0]?.t) return [];
      const withTips = list === 'messages' && (await client.query(`SELECT to_regclass('payload.tips') AS t`)).rows[0]?.t;
      const result = await client.query(queries[withTips ? 'messagesWithTips' : list], list === 'subscribers' ? [] : [limit]);
      return list === 'messages' ? result.rows.map(withTip) : result.rows;
    } finally {
      await client.end();
    }
  } finally {
    await database.stop();
  }
}

export { printable } from './lib/printable.mjs';

/** Reads `--name value` and `--flag` options. */
export function option(name) {
  const index = process.argv.indexOf(`--${name}`);
  if (index < 0) return undefined;
  const next = process.argv[index + 1];
  return next && !next.startsWith('--') ? next : true;
}

export function fail(error) {
  console.error(`Error: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

// `npm run newsroom -- outbox [--limit 20] [--json]`: the mail not accepted by an SMTP server, newest
// first: without SMTP_URL every message (status `outbox`), otherwise what is queued, failed or in doubt.
export async function printOutbox() {
  const limit = Math.min(Math.max(Number(option('limit')) || 20, 1), 1000);
  try {
    const mails = await readList('outbox', limit);
    if (option('json')) return console.log(JSON.stringify(mails, null, 2));
    if (mails.length === 0) return console.log('The outbox is empty.');
    for (const m of mails) {
      const when = new Date(m.createdAt).toISOString().replace('T', ' ').slice(0, 16);
      console.log(`#${m.id}  ${when} UTC  ${m.status}  ${m.kind}  to ${printableText(m.to)}${m.replyTo ? `  reply-to ${printableText(m.replyTo)}` : ''}`);
      console.log(`Subject: ${printableText(m.subject)}`);
      if (m.lastError) console.log(`Last error (${m.attempts} attempts): ${printableText(m.lastError)}`);
      for (const line of String(m.text).split(/\r?\n/)) console.log(`  ${printableText(line)}`);
      console.log('');
    }
    console.log(`${mails.length} message${mails.length === 1 ? '' : 's'} shown (newest first).`);
  } catch (error) {
    fail(error);
  }
}

/** `npm run newsroom -- seed`: the starting content, creating only what is missing (src/cms/cli/seed.ts). */
async function runSeedCommand(args) {
  const { runPayloadScript } = await import('./lib/payloadScript.mjs');
  const database = await ensureDatabase({ log: console.error });
  const code = await runPayloadScript(database.url, 'src/cms/cli/seed.ts', args);
  await database.stop();
  process.exit(code);
}

// `npm run newsroom -- <command> ...`: the newsroom's subcommands.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [command, ...args] = process.argv.slice(2);
  if (command === 'user') await (await import('./newsroom-user.mjs')).runUserCommand(args);
  else if (command === 'seed') await runSeedCommand(args);
  else if (command === 'reindex') await (await import('./newsroom-reindex.mjs')).runReindexCommand();
  else if (command === 'outbox') await printOutbox();
  else fail(`Unknown command ${command ?? '(none)'}. Commands: user add EMAIL --role admin|editor|contributor --password-stdin; seed [--if-empty]; reindex; outbox [--limit N] [--json]`);
}
